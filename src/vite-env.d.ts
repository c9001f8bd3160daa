/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Always set: vite.config.ts resolves it with `resolveApiMode` (src/api/mode.ts). */
  readonly VITE_API_MODE: 'mock' | 'live';
  readonly VITE_SCREEN_API_BASE?: string;
  readonly VITE_LAKE_API_BASE?: string;
  readonly VITE_AGENT_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
