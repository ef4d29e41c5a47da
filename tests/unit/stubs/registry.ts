// Stand-in for the build-generated `virtual:folio/registry` when unit-testing client modules.
import type { ComponentType } from 'react';

export const kinds: Record<string, () => Promise<{ default?: ComponentType<unknown> }>> = {};
export const kindsSync: Record<string, { default?: ComponentType<unknown> }> = {};
export const navbarItemTypes: Record<string, ComponentType<unknown>> = {};
export const clientModules: (() => void)[] = [];
export const Layout = ({ children }: { children: unknown }) => children;
export const ErrorPage = () => null;
export const Loading = () => null;
// Like the server registry: every feature's markdown components available at once.
import * as details from '../../../theme/markdown/Details.js';
import * as mermaid from '../../../theme/markdown/Mermaid.js';
import * as tabs from '../../../theme/markdown/Tabs.js';
export const markdownFeaturesSync: Record<string, Record<string, unknown>> = { details, mermaid, tabs };
export const markdownFeatures: Record<string, () => Promise<Record<string, unknown>>> = Object.fromEntries(Object.entries(markdownFeaturesSync).map(([feature, module]) => [feature, () => Promise.resolve(module)]));
