/**
 * Where a plugin instance's options are written: the config file, its text and the instance's key
 * path in it (`['docs', 1]`), so a problem with one of them names its line of the config.
 */
export interface OptionsWritten {
  file: string;
  source?: string;
  keyPath: readonly PropertyKey[];
}
