/**
 * Legal-play positions: a player's turn in a real deal with cards already in the trick. Level 1: a plain suit led
 * and no trump in the trick; level 2: trumps involved (trump led, or a trump already in the trick); level 3: the
 * rare cases, on demand (the Buur exemption, the undertrump ban, the all-trumps exception).
 */
import type { Card, Suit } from '../../../shared/cards/model';
import type { PlayReason } from '../engine/play';
import { playFour, type Decision, type Play, type Seat } from './deal';
import { firstFound, pick } from './random';

export interface LegalScene {
  trump: Suit;
  number: number;
  seat: Seat;
  hand: Card[];
  trick: Play[];
}

export const RARE: readonly PlayReason['code'][] = ['play.buur-exemption', 'play.undertrump-ban', 'play.all-trumps-undertrump'];

function fits(d: Decision, trump: Suit, level: number): boolean {
  if (d.trick.length === 0) return false;
  const codes = d.verdicts.map((v) => v.reason.code);
  const someIllegal = d.verdicts.some((v) => !v.legal);
  const led = (d.trick[0] as Play).card[1];
  const trumpInTrick = d.trick.some((p) => p.card[1] === trump);
  if (level >= 3) return codes.some((c) => RARE.includes(c));
  if (level === 2) return (led === trump || trumpInTrick) && d.hand.some((c) => c[1] === trump) && d.hand.length > 1;
  return led !== trump && !trumpInTrick && someIllegal;
}

export function legalScene(seed: number, level: number): LegalScene {
  const toScene = (d: Decision, trump: Suit): LegalScene => ({ trump, number: d.number, seat: d.seat, hand: d.hand, trick: d.trick });
  return firstFound(
    seed,
    level >= 3 ? 200 : 40,
    (gen) => {
      const deal = playFour(gen);
      const found = deal.decisions.filter((d) => fits(d, deal.trump, level));
      return found.length ? toScene(pick(gen, found), deal.trump) : null;
    },
    (gen) => {
      const deal = playFour(gen);
      return toScene(deal.decisions.find((d) => d.trick.length > 0) as Decision, deal.trump);
    },
  );
}
