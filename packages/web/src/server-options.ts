import type { MedscribeTemplateSummary } from '@svc-scribe/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from './api.js';
import { messageOf } from './format.js';
import { languageOptions, type LanguageOption } from './languages.js';

/** A note template a session may ask for besides the catalogue's: built in, or the clinic's own. */
export type NoteTemplateOption = Pick<MedscribeTemplateSummary, 'id' | 'name' | 'kind'>;

export interface ServerOptions {
  languages: LanguageOption[];
  noteTemplates: NoteTemplateOption[];
}

/**
 * What this server offers a new session: the languages it serves now (its discovery document) and the note templates
 * of the clinic (its template list: built-in and the clinic's own).
 */
export function useServerOptions(): { options?: ServerOptions; error?: string } {
  const [state, setState] = useState<{ options?: ServerOptions; error?: string }>({});
  useEffect(() => {
    const abort = new AbortController();
    Promise.all([client.medscribe.discovery({ signal: abort.signal }), client.medscribe.templates.list({ signal: abort.signal })]).then(
      ([discovery, templates]) =>
        setState({
          options: {
            languages: languageOptions(discovery.languages.supported, navigator.language),
            noteTemplates: templates.filter((t) => t.kind === 'built_in' || t.kind === 'clinic').map(({ id, name, kind }) => ({ id, name, kind })),
          },
        }),
      (error: unknown) => abort.signal.aborted || setState({ error: `The server's languages and templates could not be read: ${messageOf(error)}` }),
    );
    return () => abort.abort();
  }, []);
  return state;
}
