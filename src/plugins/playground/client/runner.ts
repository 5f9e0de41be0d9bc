/**
 * Placeholder for the playground's engine (the lead engineer's runner replaces this file): the same interface,
 * answering every render with "engine not yet available". The UI (src/components/Playground) reaches the engine
 * only through `startRunner()`.
 */
import type {Layer} from '../../figma-preview/client/layers';

/** What one render of the reader's project gave: a picture and its outline, or an error to show. */
export type RenderResult =
  | {ok: true; svg: string; width: number; height: number; alt: string; layers: Layer[]; ms: number}
  | {
      ok: false;
      kind: 'syntax' | 'runtime' | 'import' | 'timeout' | 'nothing-drawn';
      message: string;
      file?: string;
      line?: number;
      column?: number;
    };

/** A running engine. */
export interface Runner {
  /** Renders the project (project path → source). Later calls supersede earlier ones. */
  render(files: Record<string, string>): Promise<RenderResult>;
  dispose(): void;
}

/** Starts the engine. This placeholder has none: every render reports that the engine is not available. */
export function startRunner(): Runner {
  return {
    render: async () => ({ok: false, kind: 'runtime', message: 'engine not yet available'}),
    dispose: () => undefined,
  };
}
