// `@docusaurus/useGlobalData`: plugins' global data as Docusaurus names it. Folio has the docs
// instances' (`docusaurus-plugin-content-docs`, by instance id, in Docusaurus's shape); other
// plugins keep none for pages.
import { useMemo } from 'react';
import { useSiteData } from '../context.js';
import { docusaurusDocsData } from './docsClient.js';

const DOCS = 'docusaurus-plugin-content-docs';

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  const { docs } = useSiteData();
  return useMemo(() => ({ [DOCS]: Object.fromEntries(Object.entries(docs).map(([id, plugin]) => [id, docusaurusDocsData(plugin)])) }), [docs]);
}

export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  return useGlobalData()[pluginName] ?? {};
}

export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const data = useAllPluginInstancesData(pluginName)[pluginId];
  if (data === undefined) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
