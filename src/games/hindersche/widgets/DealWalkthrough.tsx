/**
 * deal-walkthrough: step forward and back through a whole seeded deal, card by card, with the engine's commentary
 * for every card and trick (why the card was allowed, who took the trick and why, the points), the four hands face
 * up or hidden, the trick on the table, and tricks and points so far. At the end: each player's points and tricks,
 * and whether anyone marched. Not a quiz: its own small machine (machines/walkthrough.ts) does the stepping.
 */
import { useEffect, useState } from 'preact/hooks';
import { partnerSuit } from '../../../shared/cards/model';
import { freshSeed, parseSeed } from '../../../shared/quiz/seeds';
import { browserStorage, loadRules, rulesEvent } from '../../../shared/settings/rulesSetting';
import { RULE_SPEC } from '../ruleSpec';
import { useActor } from '../../../shared/ui/useActor';
import { effectiveSuit, isLittleMan, isOldMan } from '../engine/cards';
import { DEFAULT_RULES, type Rules } from '../engine/rules';
import type { Card, Seat } from '../engine/types';
import { walkthroughMachine, type WalkEvent } from '../machines/walkthrough';
import { sortHand } from '../engine/cards';
import type { WalkDeal, WalkStep } from '../positions/walkthrough';
import { CardView, cardName, drillPath, seatName, useT, type WidgetProps, cardWord, type Phrase } from './common';
import './deal-walkthrough.css';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

function cardNotes(t: Phrase, deal: WalkDeal, card: Card): string[] {
  if (isOldMan(card, deal.trump)) return [t('walk.note.old-man', { card: cardWord(t, card) })];
  if (isLittleMan(card, deal.trump)) return [t('walk.note.little-man', { card: cardWord(t, card), suit: t(`card.suit.${partnerSuit(deal.trump)}`) })];
  return [];
}

/** The engine's reason for a card, as a sentence. */
function playLine(t: Phrase, deal: WalkDeal, s: WalkStep): string {
  const { seat, card, reason } = s.play;
  const v = { seat: seatName(t, seat), card: cardWord(t, card) };
  switch (reason.code) {
    case 'play.lead':
      return t('walk.play.lead', v);
    case 'play.follows-suit':
      return reason.led === 'trump' ? t('walk.play.followsTrump', v) : t('walk.play.follows', { ...v, suit: t(`card.suit.${reason.led}`) });
    case 'play.trumps':
      return t('walk.play.trumps', { ...v, suit: t(`card.suit.${reason.led}`) });
    case 'play.void':
      if (reason.led === 'trump') return t('walk.play.voidTrumpLead', v);
      return t(effectiveSuit(card, deal.trump) === 'trump' ? 'walk.play.voidTrumps' : 'walk.play.voidDiscards', { ...v, suit: t(`card.suit.${reason.led}`) });
    default:
      // The engine never lets an illegal card through; show the code rather than nothing.
      return reason.code;
  }
}

/** Everything said about the position after `index` cards. */
export function commentary(t: Phrase, deal: WalkDeal, index: number): string[] {
  if (index === 0) {
    return [
      t('walk.intro', {
        dealer: seatName(t, deal.dealer),
        card: cardWord(t, deal.upcard),
        suit: t(`card.suit.${deal.trump}`),
        leader: seatName(t, deal.leader),
      }),
    ];
  }
  const s = deal.steps[index - 1] as WalkStep;
  const lines = [playLine(t, deal, s), ...cardNotes(t, deal, s.play.card)];
  const w = s.won;
  if (w) {
    const v = { seat: seatName(t, w.winner), n: w.trick, card: cardWord(t, w.card) };
    lines.push(
      w.reason.code === 'trick.highest-trump' ? t('walk.won.highest-trump', v) : t('walk.won.highest-of-led-suit', { ...v, suit: t(`card.suit.${w.reason.led}`) }),
      t('walk.won.points', { count: w.points }),
    );
    if (w.trick < 9) lines.push(t('walk.won.leadsNext', { seat: seatName(t, w.winner) }));
  }
  if (index === deal.steps.length) {
    lines.push(t('walk.end.title'));
    for (const p of SEATS) {
      lines.push(
        t('walk.end.player', {
          name: seatName(t, p),
          points: t('walk.end.points', { count: deal.result.points[p] ?? 0 }),
          tricks: t('walk.end.tricks', { count: deal.result.tricks[p] ?? 0 }),
        }),
      );
    }
    lines.push(deal.march === null ? t('walk.end.noMarch') : t('walk.end.march', { name: seatName(t, deal.march), points: deal.result.points[deal.march] ?? 0 }));
  }
  return lines;
}

export default function DealWalkthrough({ lang, messages, seed = 1, readUrl = false }: WidgetProps) {
  const t = useT(lang, messages);
  const [snapshot, send] = useActor(walkthroughMachine, { seed, rules: DEFAULT_RULES as Rules });
  const [notice, setNotice] = useState<string | null>(null);
  const [showHands, setShowHands] = useState(true);
  const { deal, index } = snapshot.context;
  const total = deal.steps.length;
  const step = index > 0 ? (deal.steps[index - 1] as WalkStep) : null;

  useEffect(() => {
    const saved = loadRules(RULE_SPEC, browserStorage());
    if (JSON.stringify(saved.rules) !== JSON.stringify(DEFAULT_RULES)) send({ type: 'rules', rules: saved.rules as Rules });
    const onRules = (e: Event) => send({ type: 'rules', rules: (e as CustomEvent<Rules>).detail });
    window.addEventListener(rulesEvent(RULE_SPEC), onRules);
    if (readUrl) {
      const parsed = parseSeed(new URLSearchParams(window.location.search).get('seed'));
      if (parsed?.ok) send({ type: 'new', seed: parsed.value });
      else if (parsed && !parsed.ok) {
        setNotice(t('walk.notice.seed'));
        send({ type: 'new', seed: freshSeed() });
      }
    }
    return () => window.removeEventListener(rulesEvent(RULE_SPEC), onRules);
  }, []);

  // Keep the address pointing at the deal on screen, so it can be shared.
  useEffect(() => {
    if (!readUrl) return;
    const url = new URL(window.location.href);
    url.searchParams.set('seed', String(snapshot.context.seed));
    window.history.replaceState(null, '', url);
  }, [readUrl, snapshot.context.seed]);

  const go = (type: WalkEvent['type']) => send({ type } as WalkEvent);
  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    const keys: Record<string, WalkEvent['type']> = { ArrowRight: 'next', ArrowLeft: 'prev', Home: 'first', End: 'last' };
    const type = keys[e.key];
    if (!type || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    go(type);
  };

  const atStart = snapshot.matches('start');
  const atEnd = snapshot.matches('end');
  const hands = step ? step.hands : deal.hands;
  const table = step ? step.table : [];
  const toPlay = step ? step.next : deal.leader;
  const tricksWon = step ? step.tricksWon : [0, 0, 0, 0];
  const points = step ? step.points : [0, 0, 0, 0];
  const lines = commentary(t, deal, index);
  const id = `walk-${lang}`;
  // On the drill page the widget's own title is hidden (the page's h1 names it): its sections sit right under the h1.
  const H = readUrl ? 'h2' : 'h3';

  return (
    <section class="widget walk" data-widget="deal-walkthrough" data-state={snapshot.value as string} aria-labelledby={`${id}-title`} tabIndex={0} onKeyDown={onKeyDown}>
      <h2 class="widget__title" id={`${id}-title`}>
        {t('walk.title')}
      </h2>
      {notice && (
        <div class="quiz__notice" role="alert">
          <p>{notice}</p>
          <button type="button" class="link-button" onClick={() => setNotice(null)}>
            {t('quiz.dismiss')}
          </button>
        </div>
      )}
      <p class="walk__trump">
        <CardView t={t} card={deal.upcard} size="sm" />
        <span>{t('walk.trumps', { suit: t(`suit.${deal.trump}`) })}</span>
      </p>
      <div class="walk__controls" role="group" aria-label={t('walk.controls')} data-question>
        <button type="button" class="button button--quiet" aria-disabled={atStart} onClick={() => go('first')}>
          <span aria-hidden="true">«</span> {t('walk.first')}
        </button>
        <button type="button" class="button button--quiet" aria-disabled={atStart} onClick={() => go('prev')}>
          <span aria-hidden="true">‹</span> {t('walk.prev')}
        </button>
        <button type="button" class="button" aria-disabled={atEnd} onClick={() => go('next')}>
          {t('walk.next')} <span aria-hidden="true">›</span>
        </button>
        <button type="button" class="button button--quiet" aria-disabled={atEnd} onClick={() => go('last')}>
          {t('walk.last')} <span aria-hidden="true">»</span>
        </button>
      </div>
      <p class="walk__position">{step ? t('walk.position.card', { n: index, total, trick: step.play.trick }) : t('walk.position.start')}</p>
      <div class="walk__commentary" role="status" aria-live="polite">
        {lines.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
      <div class="walk__board">
        <section class="walk__table" aria-labelledby={`${id}-table`}>
          <H class="walk__section-title" id={`${id}-table`}>{t('walk.table')}</H>
          {table.length === 0 ? (
            <p class="walk__empty">{t('walk.tableEmpty')}</p>
          ) : (
            <ol class="walk__trick">
              {table.map((p, i) => (
                <li key={p.card} class={`walk__play${step?.won?.winner === p.seat ? ' walk__play--winner' : ''}`}>
                  <span class="walk__seat">{seatName(t, p.seat)}</span>
                  <CardView t={t} card={p.card} size="md" />
                  {i === 0 && <span class="badge badge--quiet">{t('walk.leads')}</span>}
                  {step?.won?.winner === p.seat && <span class="badge">{t('walk.wins')}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section class="walk__score" aria-labelledby={`${id}-score`}>
          <H class="walk__section-title" id={`${id}-score`}>{t('walk.score')}</H>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('walk.player')}</th>
                <th scope="col">{t('walk.tricks')}</th>
                <th scope="col">{t('walk.points')}</th>
              </tr>
            </thead>
            <tbody>
              {SEATS.map((p) => (
                <tr key={p} class={atEnd && deal.march === p ? 'walk__march' : ''}>
                  <th scope="row">{seatName(t, p)}</th>
                  <td>{tricksWon[p]}</td>
                  <td>{points[p]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <section class="walk__hands" aria-labelledby={`${id}-hands`}>
        <div class="walk__hands-head">
          <H class="walk__section-title" id={`${id}-hands`}>{t('walk.hands')}</H>
          <button type="button" class="chip" aria-pressed={showHands} onClick={() => setShowHands(!showHands)}>
            {t('walk.showHands')}
          </button>
        </div>
        <ul class="walk__hand-list">
          {SEATS.map((p) => {
            const hand = sortHand(hands[p], deal.trump);
            return (
              <li key={p} class={`walk__hand${toPlay === p ? ' walk__hand--to-play' : ''}`}>
                <p class="walk__hand-name">
                  <span>{t('walk.handOf', { name: seatName(t, p) })}</span>
                  {deal.dealer === p && <span class="badge badge--quiet">{t('walk.dealer')}</span>}
                  {toPlay === p && <span class="badge">{t('walk.toPlay')}</span>}
                </p>
                {hand.length === 0 ? (
                  <p class="walk__empty">{t('walk.empty')}</p>
                ) : showHands ? (
                  <ul class="walk__cards">
                    {hand.map((c) => (
                      <li key={c}>
                        <CardView t={t} card={c} size="sm" />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p class="walk__hidden">{t('walk.hidden', { count: hand.length })}</p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <div class="walk__actions">
        <button type="button" class="button button--quiet" onClick={() => go('new')}>
          {t('walk.new')}
        </button>
        <a class="quiz__link" href={`${drillPath(lang, 'deal-walkthrough')}?seed=${snapshot.context.seed}`}>
          {t('walk.link')}
        </a>
      </div>
      <p class="walk__keys">{t('walk.keys')}</p>
    </section>
  );
}
