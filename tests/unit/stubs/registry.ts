// Stand-in for the build-generated `virtual:folio/registry` when unit-testing client modules.
import type { ComponentType } from 'react';

export const kinds: Record<string, () => Promise<{ default?: ComponentType<unknown> }>> = {};
export const kindsSync: Record<string, { default?: ComponentType<unknown> }> = {};
export const navbarItemTypes: Record<string, ComponentType<unknown>> = {};
export const clientModules: (() => void)[] = [];
export const Layout = ({ children }: { children: unknown }) => children;
export const ErrorPage = () => null;
export const Loading = () => null;
