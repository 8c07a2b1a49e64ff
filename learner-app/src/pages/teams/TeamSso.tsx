import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  errorMessage,
  useDeleteTeamSsoMutation,
  useGetTeamSsoQuery,
  usePutTeamSsoMutation,
  type PutSsoConnectionDto,
  type SsoConnectionDto,
  type TeamDetailDto,
} from '@academy/api';
import { showToast } from '@academy/ui';

type Protocol = 'saml' | 'oidc';

interface Draft {
  protocol: Protocol;
  displayName: string;
  domains: string;
  required: boolean;
  jitSeats: boolean;
  samlMetadataUrl: string;
  samlMetadataXml: string;
  oidcIssuer: string;
  oidcClientId: string;
  oidcClientSecret: string;
}

const draftOf = (connection: SsoConnectionDto | null | undefined, teamName: string): Draft => ({
  protocol: connection?.protocol ?? 'saml',
  displayName: connection?.displayName ?? teamName,
  domains: connection?.emailDomains.join(', ') ?? '',
  required: connection?.required ?? false,
  jitSeats: connection?.jitSeats ?? true,
  samlMetadataUrl: connection?.saml?.metadataUrl ?? '',
  samlMetadataXml: '',
  oidcIssuer: connection?.oidc?.issuer ?? '',
  oidcClientId: connection?.oidc?.clientId ?? '',
  oidcClientSecret: '',
});

/** What is sent: the fields of the chosen protocol (a saved SAML connection given no metadata keeps its identity provider). */
function bodyOf(draft: Draft): PutSsoConnectionDto {
  const base = {
    protocol: draft.protocol,
    displayName: draft.displayName.trim(),
    emailDomains: draft.domains.split(/[\s,;]+/).filter(Boolean),
    required: draft.required,
    jitSeats: draft.jitSeats,
  };
  if (draft.protocol === 'oidc')
    return {
      ...base,
      oidcIssuer: draft.oidcIssuer.trim(),
      oidcClientId: draft.oidcClientId.trim(),
      ...(draft.oidcClientSecret ? { oidcClientSecret: draft.oidcClientSecret } : {}),
    };
  if (draft.samlMetadataXml.trim()) return { ...base, samlMetadataXml: draft.samlMetadataXml };
  if (draft.samlMetadataUrl.trim()) return { ...base, samlMetadataUrl: draft.samlMetadataUrl.trim() };
  return base;
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="cc-field">
      <label htmlFor={id} className="cc-field__label">
        {label}
      </label>
      {children}
      {hint ? <span className="tm-field-hint">{hint}</span> : null}
    </div>
  );
}

/**
 * "Single sign-on" on the team page: the manager connects the employer's identity provider (SAML from
 * its metadata, or OpenID Connect), names the e-mail domains it signs in, and chooses whether members
 * must use it and whether a member takes a free seat at the first sign-in. Shows what to give the
 * identity provider.
 */
export function TeamSso({ team }: { team: TeamDetailDto }) {
  const id = useId();
  const { data: setup, isLoading } = useGetTeamSsoQuery({ id: team.id });
  const [save, saving] = usePutTeamSsoMutation();
  const [remove, removing] = useDeleteTeamSsoMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const connection = setup?.connection;
  const form = draft ?? draftOf(connection, team.name);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft({ ...form, [key]: value });
    setProblem(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await save({ id: team.id, putSsoConnectionDto: bodyOf(form) }).unwrap();
      setDraft(null);
      void showToast({
        title: 'Single sign-on saved',
        description: `Members of ${form.domains} can now sign in through ${form.displayName}.`,
      });
    } catch (error) {
      setProblem(errorMessage(error, 'Single sign-on could not be saved. Please try again.'));
    }
  };

  const onRemove = async () => {
    try {
      await remove({ id: team.id }).unwrap();
      setDraft(null);
      void showToast({ title: 'Single sign-on removed', description: 'Members sign in with their password or another sign-in again.' });
    } catch (error) {
      setProblem(errorMessage(error, 'Single sign-on could not be removed. Please try again.'));
    }
  };

  const sp = setup?.serviceProvider;
  return (
    <section className="tm-section" aria-labelledby={`${id}-title`}>
      <div className="tm-section__head">
        <h2 id={`${id}-title`} className="tm-section__title">
          Single sign-on
        </h2>
        <span className="tm-count">{connection ? `On: ${connection.protocol.toUpperCase()}` : 'Off'}</span>
      </div>
      <p className="tm-muted">
        Let your people sign in through your company&apos;s identity provider (SAML 2.0 or OpenID Connect). Addresses of your domains are
        the provider&apos;s to vouch for.
      </p>
      {isLoading ? (
        <p className="tm-muted" role="status">
          Loading…
        </p>
      ) : (
        <form className="tm-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset className="tm-sso__protocols">
            <legend className="cc-field__label">Protocol</legend>
            {(['saml', 'oidc'] as const).map((protocol) => (
              <label key={protocol} className="tm-sso__choice">
                <input
                  type="radio"
                  name={`${id}-protocol`}
                  checked={form.protocol === protocol}
                  onChange={() => set('protocol', protocol)}
                />{' '}
                {protocol === 'saml' ? 'SAML 2.0' : 'OpenID Connect'}
              </label>
            ))}
          </fieldset>
          <Field id={`${id}-name`} label="Company name">
            <input
              id={`${id}-name`}
              className="cc-input"
              value={form.displayName}
              onChange={(event) => set('displayName', event.target.value)}
            />
          </Field>
          <Field id={`${id}-domains`} label="E-mail domains" hint="Separated by commas, like acme.com, acme.co.uk">
            <input
              id={`${id}-domains`}
              className="cc-input"
              value={form.domains}
              onChange={(event) => set('domains', event.target.value)}
              autoCapitalize="off"
              spellCheck={false}
            />
          </Field>
          {form.protocol === 'saml' ? (
            <>
              <Field id={`${id}-metadata`} label="Identity provider metadata URL">
                <input
                  id={`${id}-metadata`}
                  className="cc-input"
                  type="url"
                  value={form.samlMetadataUrl}
                  onChange={(event) => set('samlMetadataUrl', event.target.value)}
                  placeholder="https://idp.example.com/metadata"
                />
              </Field>
              <Field id={`${id}-xml`} label="…or its metadata XML">
                <textarea
                  id={`${id}-xml`}
                  className="tm-textarea"
                  value={form.samlMetadataXml}
                  onChange={(event) => set('samlMetadataXml', event.target.value)}
                  spellCheck={false}
                />
              </Field>
            </>
          ) : (
            <>
              <Field id={`${id}-issuer`} label="Issuer URL">
                <input
                  id={`${id}-issuer`}
                  className="cc-input"
                  type="url"
                  value={form.oidcIssuer}
                  onChange={(event) => set('oidcIssuer', event.target.value)}
                />
              </Field>
              <Field id={`${id}-client`} label="Client ID">
                <input
                  id={`${id}-client`}
                  className="cc-input"
                  value={form.oidcClientId}
                  onChange={(event) => set('oidcClientId', event.target.value)}
                />
              </Field>
              <Field
                id={`${id}-secret`}
                label="Client secret"
                hint={connection?.oidc?.clientSecretSet ? 'A secret is saved; leave empty to keep it.' : undefined}
              >
                <input
                  id={`${id}-secret`}
                  className="cc-input"
                  type="password"
                  autoComplete="off"
                  value={form.oidcClientSecret}
                  onChange={(event) => set('oidcClientSecret', event.target.value)}
                />
              </Field>
            </>
          )}
          <label className="tm-sso__choice">
            <input type="checkbox" checked={form.jitSeats} onChange={(event) => set('jitSeats', event.target.checked)} /> Give a free seat
            at the first sign-in
          </label>
          <label className="tm-sso__choice">
            <input type="checkbox" checked={form.required} onChange={(event) => set('required', event.target.checked)} /> Require single
            sign-on for these domains (no password or social sign-in)
          </label>
          {problem ? (
            <p className="tm-alert" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="tm-actions">
            <button type="submit" className="cc-btn cc-btn--primary" disabled={saving.isLoading} aria-busy={saving.isLoading}>
              {saving.isLoading ? 'Saving…' : 'Save single sign-on'}
            </button>
            {connection ? (
              <button type="button" className="cc-btn cc-btn--secondary" disabled={removing.isLoading} onClick={() => void onRemove()}>
                Remove
              </button>
            ) : null}
          </div>
        </form>
      )}
      {sp ? (
        <dl className="tm-sso__details" aria-label="For your identity provider">
          <dt>ACS URL</dt>
          <dd>{sp.acsUrl}</dd>
          <dt>SP entity ID</dt>
          <dd>{sp.entityId}</dd>
          <dt>SP metadata</dt>
          <dd>
            <a href={sp.metadataUrl}>{sp.metadataUrl}</a>
          </dd>
          <dt>OIDC redirect URI</dt>
          <dd>{sp.oidcRedirectUri}</dd>
        </dl>
      ) : null}
    </section>
  );
}
