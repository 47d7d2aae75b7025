import { useEffect, useId, useState, type FormEvent } from 'react';
import { CopyLink } from '../common/Copy.js';
import { NotifyToggle } from '../common/NotifyToggle.js';
import {
  adoptLinkedIdentity,
  forgetIdentity,
  identityLink,
  renameIdentity,
  replaceIdentityToken,
  useIdentity,
  type LinkedIdentity,
} from '../identity.js';
import { errorText } from './text.js';

/** A new name for the identity: for the seats it takes from now on. */
function RenameForm({ current, done }: { current: string; done: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    renameIdentity(draft).then(done, (err: unknown) => {
      setError(errorText(err));
      setBusy(false);
    });
  };
  return (
    <form onSubmit={submit} data-testid="rename-form">
      <label htmlFor={`${id}-n`}>New name </label>
      <input
        id={`${id}-n`}
        value={draft}
        maxLength={40}
        required
        autoComplete="nickname"
        onChange={(e) => setDraft(e.target.value)}
        data-testid="rename-input"
      />{' '}
      <button type="submit" disabled={busy || draft.trim() === ''} data-testid="rename-save">
        Save
      </button>{' '}
      <button type="button" className="link-button" onClick={done}>
        Cancel
      </button>
      <p className="muted">Your seats in matches already joined keep the name you took them under.</p>
      {error && (
        <p className="notice notice--error" role="alert" data-testid="rename-error">
          {error}
        </p>
      )}
    </form>
  );
}

/** What became of an identity's link this page was opened with (`#identity=...`), if any. */
export function LinkedIdentityNotice() {
  const [outcome, setOutcome] = useState<LinkedIdentity>({ kind: 'none' });
  useEffect(() => {
    const adopt = () =>
      void adoptLinkedIdentity(window.location.hash, () =>
        window.history.replaceState(null, '', window.location.pathname + window.location.search),
      ).then((o) => {
        if (o.kind !== 'none') setOutcome(o);
      });
    adopt();
    // A link pasted into a tab already on the lobby changes the fragment only.
    window.addEventListener('hashchange', adopt);
    return () => window.removeEventListener('hashchange', adopt);
  }, []);
  if (outcome.kind === 'none') return null;
  return (
    <p
      className={`notice${outcome.kind === 'adopted' ? '' : ' notice--error'}`}
      role="status"
      data-testid="linked-identity"
      data-outcome={outcome.kind}
    >
      {outcome.kind === 'adopted'
        ? `This browser now plays as ${outcome.name}.`
        : outcome.kind === 'kept'
          ? `This browser plays as ${outcome.name}, and keeps that identity: to play as ${outcome.linked} here, choose "Forget it", then open the link again.`
          : outcome.message}
    </p>
  );
}

/** The identity's link for another device, with what it gives away, and the way to take it back. */
function AnotherDevice({ token }: { token: string }) {
  const [step, setStep] = useState<'link' | 'confirm' | 'busy' | 'replaced'>('link');
  const [error, setError] = useState<string | null>(null);
  const replace = () => {
    setStep('busy');
    setError(null);
    replaceIdentityToken().then(
      () => setStep('replaced'),
      (err: unknown) => {
        setError(errorText(err));
        setStep('confirm');
      },
    );
  };
  return (
    <div className="another-device" data-testid="another-device">
      <CopyLink url={identityLink(window.location.origin, token)} label="Your identity's link" testId="identity-link" />
      <p className="muted">
        Open it on your other device to play your matches there too. Anyone who has it plays as you: send it only to
        yourself.
      </p>
      {step === 'link' && (
        <p>
          <button type="button" className="link-button" onClick={() => setStep('confirm')} data-testid="new-link">
            Make a new link
          </button>{' '}
          <span className="muted">if this one went to someone else.</span>
        </p>
      )}
      {(step === 'confirm' || step === 'busy') && (
        <p role="group" aria-label="Make a new link">
          The link above will stop working, on every device that opened it: they will no longer play as you. This
          browser keeps your identity and your matches.{' '}
          <button type="button" onClick={replace} disabled={step === 'busy'} data-testid="new-link-confirm">
            Make a new link
          </button>{' '}
          <button type="button" className="link-button" onClick={() => setStep('link')} disabled={step === 'busy'}>
            Cancel
          </button>
        </p>
      )}
      {step === 'replaced' && (
        <p className="notice" role="status" data-testid="new-link-done">
          The link above is new. The old one, and every device that opened it, no longer play as you.
        </p>
      )}
      {error && (
        <p className="notice notice--error" role="alert" data-testid="new-link-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function Identity({ name, setName }: { name: string; setName: (n: string) => void }) {
  const identity = useIdentity();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [sharing, setSharing] = useState(false);
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>You</h2>
      {identity && renaming ? (
        <RenameForm current={identity.name} done={() => setRenaming(false)} />
      ) : identity ? (
        <p>
          You play as <strong data-testid="identity-name">{identity.name}</strong>, an anonymous identity kept in this
          browser.{' '}
          <button type="button" className="link-button" onClick={() => setRenaming(true)} data-testid="rename">
            Rename
          </button>{' '}
          <button type="button" className="link-button" onClick={forgetIdentity}>
            Forget it
          </button>{' '}
          <button
            type="button"
            className="link-button"
            aria-expanded={sharing}
            onClick={() => setSharing(!sharing)}
            data-testid="another-device-toggle"
          >
            Play on another device
          </button>
        </p>
      ) : (
        <p>
          <label htmlFor={`${id}-n`}>Your name </label>
          <input
            id={`${id}-n`}
            value={name}
            maxLength={40}
            placeholder="Player"
            autoComplete="nickname"
            onChange={(e) => setName(e.target.value)}
            data-testid="player-name"
          />{' '}
          <span className="muted">No account: an anonymous identity is kept in this browser when you play.</span>
        </p>
      )}
      {identity && !renaming && sharing && <AnotherDevice token={identity.token} />}
      {identity && !renaming && <NotifyToggle />}
    </section>
  );
}
