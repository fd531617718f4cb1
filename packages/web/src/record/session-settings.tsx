import type { ExtraData, LanguageCode, Mode, TemplateId } from '@svc-scribe/sdk';
import { useEffect } from 'preact/hooks';
import type { ServerOptions } from '../server-options.js';

export interface SessionSettings {
  /** What the clinician calls the visit ("Ward 3, bed 12"): its title; empty for the chief complaints and date. */
  visitLabel: string;
  /** The clinic's reference for the patient (a record number). */
  patientRef: string;
  mode: Mode;
  language: LanguageCode | '';
  /** Catalogue templates and note templates (built in or the clinic's), by id. */
  templates: string[];
}

export const DEFAULT_SETTINGS: SessionSettings = {
  visitLabel: '',
  patientRef: '',
  mode: 'consultation',
  language: '',
  templates: ['transcript_template', 'clinical_notes_template', 'soap', 'svc_emr_template'],
};

const CATALOGUE: [TemplateId, string][] = [
  ['transcript_template', 'Transcript'],
  ['clinical_notes_template', 'Clinical notes'],
  ['soap', 'SOAP note'],
  ['svc_emr_template', 'Prescription'],
];

/** The session's `extra_data`: its mode, and the label and patient reference it is listed under (when given). */
export function extraDataOf(settings: SessionSettings): ExtraData {
  const visitLabel = settings.visitLabel.trim();
  const patientRef = settings.patientRef.trim();
  return { mode: settings.mode, ...(visitLabel && { visit_label: visitLabel }), ...(patientRef && { patient_ref: patientRef }) };
}

interface SessionSettingsFormProps {
  value: SessionSettings;
  onChange: (next: SessionSettings) => void;
  disabled: boolean;
  /** What the server offers (undefined while it is asked). */
  options: ServerOptions | undefined;
}

/**
 * What the session is: its label and patient, mode, spoken language (one this server serves) and the templates to
 * produce, the clinic's own among them. The transcript is always made (the review needs it).
 */
export function SessionSettingsForm({ value, onChange, disabled, options }: SessionSettingsFormProps) {
  const languages = options?.languages ?? [];
  // The first language the server serves, until the clinician picks one.
  useEffect(() => {
    if (value.language === '' && languages[0]) onChange({ ...value, language: languages[0].code });
  }, [languages, value, onChange]);
  const toggle = (template: string, on: boolean) => onChange({ ...value, templates: on ? [...value.templates, template] : value.templates.filter((t) => t !== template) });
  const templateBox = (id: string, name: string, fixed = false) => (
    <label key={id} class="check">
      <input type="checkbox" checked={value.templates.includes(id)} disabled={fixed} onChange={(e) => toggle(id, e.currentTarget.checked)} />
      {name}
    </label>
  );
  return (
    <fieldset class="settings" disabled={disabled}>
      <legend>Session</legend>
      <label>
        Visit label
        <input value={value.visitLabel} placeholder="Default: chief complaint, date" size={30} maxLength={200} onInput={(e) => onChange({ ...value, visitLabel: e.currentTarget.value })} />
      </label>
      <label>
        Patient reference
        <input value={value.patientRef} placeholder="Record number" maxLength={200} onInput={(e) => onChange({ ...value, patientRef: e.currentTarget.value })} />
      </label>
      <label>
        Mode
        <select value={value.mode} onChange={(e) => onChange({ ...value, mode: e.currentTarget.value as Mode })}>
          <option value="consultation">Consultation (doctor and patient)</option>
          <option value="dictation">Dictation</option>
        </select>
      </label>
      <label>
        Language
        <select value={value.language} disabled={languages.length === 0} onChange={(e) => onChange({ ...value, language: e.currentTarget.value as LanguageCode })}>
          {languages.map(({ code, name }) => (
            <option value={code} key={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <fieldset class="templates">
        <legend>Templates</legend>
        {CATALOGUE.map(([id, name]) => templateBox(id, name, id === 'transcript_template'))}
        {options?.noteTemplates.map(({ id, name, kind }) => templateBox(id, kind === 'clinic' ? `${name} (clinic)` : name))}
      </fieldset>
    </fieldset>
  );
}
