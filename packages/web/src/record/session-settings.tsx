import type { LanguageCode, Mode, TemplateId } from '@svc-scribe/sdk';

export interface SessionSettings {
  mode: Mode;
  language: LanguageCode;
  templates: TemplateId[];
}

export const DEFAULT_SETTINGS: SessionSettings = {
  mode: 'consultation',
  language: 'en-IN',
  templates: ['transcript_template', 'clinical_notes_template', 'soap', 'svc_emr_template'],
};

const LANGUAGES: [LanguageCode, string][] = [
  ['en-IN', 'English (India)'],
  ['en-US', 'English (US)'],
  ['hi', 'Hindi'],
  ['bn', 'Bengali'],
  ['ta', 'Tamil'],
  ['te', 'Telugu'],
  ['mr', 'Marathi'],
  ['gu', 'Gujarati'],
  ['kn', 'Kannada'],
  ['ml', 'Malayalam'],
  ['pa', 'Punjabi'],
];

const TEMPLATES: [TemplateId, string][] = [
  ['transcript_template', 'Transcript'],
  ['clinical_notes_template', 'Clinical notes'],
  ['soap', 'SOAP note'],
  ['svc_emr_template', 'Prescription'],
];

/** What the session is to produce: mode, spoken language and templates. The transcript is always made (the review needs it). */
export function SessionSettingsForm({ value, onChange, disabled }: { value: SessionSettings; onChange: (next: SessionSettings) => void; disabled: boolean }) {
  const toggle = (template: TemplateId, on: boolean) =>
    onChange({ ...value, templates: on ? [...value.templates, template] : value.templates.filter((t) => t !== template) });
  return (
    <fieldset class="settings" disabled={disabled}>
      <legend>Session</legend>
      <label>
        Mode
        <select value={value.mode} onChange={(e) => onChange({ ...value, mode: e.currentTarget.value as Mode })}>
          <option value="consultation">Consultation (doctor and patient)</option>
          <option value="dictation">Dictation</option>
        </select>
      </label>
      <label>
        Language
        <select value={value.language} onChange={(e) => onChange({ ...value, language: e.currentTarget.value as LanguageCode })}>
          {LANGUAGES.map(([code, name]) => (
            <option value={code} key={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <fieldset class="templates">
        <legend>Templates</legend>
        {TEMPLATES.map(([id, name]) => (
          <label key={id} class="check">
            <input
              type="checkbox"
              checked={value.templates.includes(id)}
              disabled={id === 'transcript_template'}
              onChange={(e) => toggle(id, e.currentTarget.checked)}
            />
            {name}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
