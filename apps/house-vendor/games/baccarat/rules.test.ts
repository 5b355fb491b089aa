import { describe, expect, it } from 'vitest';
import { cardOfCode, cardValue, codeOf, totalOf } from './cards.ts';
import { bankerDraws, playerDraws, playHand } from './rules.ts';

/** Deals a hand from card codes in shoe order: P1 B1 P2 B2, then the third cards. */
function deal(codes: string) {
  const cards = codes.split(' ').map(cardOfCode);
  let next = 0;
  const result = playHand(() => {
    const card = cards[next++];
    if (card === undefined) throw new Error('the hand drew more cards than the test gave');
    return card;
  });
  return { ...result, player: result.player.map(codeOf), banker: result.banker.map(codeOf), used: next };
}

describe('card values and totals', () => {
  it('counts aces 1, two to nine at face, tens and faces 0, totals modulo 10', () => {
    expect(['AS', '2H', '9D', 'TC', 'JS', 'QH', 'KD'].map((code) => cardValue(cardOfCode(code)))).toEqual([
      1, 2, 9, 0, 0, 0, 0,
    ]);
    expect(totalOf(['7S', '8H'].map(cardOfCode))).toBe(5);
    expect(totalOf(['9S', '9H', '9D'].map(cardOfCode))).toBe(7);
    for (let card = 0; card < 52; card += 1) expect(cardOfCode(codeOf(card))).toBe(card);
    expect(() => cardOfCode('1S')).toThrow(RangeError);
  });
});

describe('naturals', () => {
  it('stop the hand when either side has 8 or 9 in two cards', () => {
    expect(deal('4S 2H 4H 3D')).toMatchObject({
      player: ['4S', '4H'],
      banker: ['2H', '3D'],
      natural: true,
      winner: 'P',
      used: 4,
    });
    expect(deal('2S 9H 3H KD')).toMatchObject({ playerTotal: 5, bankerTotal: 9, natural: true, winner: 'B', used: 4 });
    // Player 1 would draw, but the banker's natural stops everything.
    expect(deal('AS 8H KH KD')).toMatchObject({ player: ['AS', 'KH'], winner: 'B', used: 4 });
    expect(deal('9S 9H KH KD')).toMatchObject({ winner: 'T', natural: true, playerTotal: 9, bankerTotal: 9 });
  });
});

describe('the player', () => {
  it('draws on 0 to 5 and stands on 6 and 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
    expect(deal('2S KH 3H 2D 4C 2C')).toMatchObject({ player: ['2S', '3H', '4C'], playerTotal: 9, used: 6 });
    expect(deal('3S KH 3H 7D')).toMatchObject({ player: ['3S', '3H'], banker: ['KH', '7D'], used: 4, winner: 'B' });
  });
});

describe('the banker when the player stood', () => {
  it('draws on 0 to 5 and stands on 6 and 7', () => {
    expect(deal('3S 2H 3H 3D 4C')).toMatchObject({ player: ['3S', '3H'], banker: ['2H', '3D', '4C'], bankerTotal: 9 });
    expect(deal('7S 3H KH 3D')).toMatchObject({ banker: ['3H', '3D'], used: 4, winner: 'P' });
    expect(deal('6S 4H KH 3D')).toMatchObject({ banker: ['4H', '3D'], used: 4, winner: 'B' });
  });
});

describe('the banker after the player drew (the tableau)', () => {
  // Rows: banker total 0..7; columns: value of the player's third card 0..9. D draws, S stands.
  const TABLEAU = [
    'DDDDDDDDDD',
    'DDDDDDDDDD',
    'DDDDDDDDDD',
    'DDDDDDDDSD',
    'SSDDDDDDSS',
    'SSSSDDDDSS',
    'SSSSSSDDSS',
    'SSSSSSSSSS',
  ];

  it('follows every cell of the standard tableau', () => {
    TABLEAU.forEach((row, bankerTotal) => {
      [...row].forEach((cell, third) => {
        expect(bankerDraws(bankerTotal, third), `banker ${bankerTotal}, third ${third}`).toBe(cell === 'D');
      });
    });
  });

  it('applies it inside a dealt hand', () => {
    // Banker 3, player third 8: stands. Third 9: draws.
    expect(deal('AS 2H KH AD 8C 5C')).toMatchObject({ banker: ['2H', 'AD'], used: 5 });
    expect(deal('AS 2H KH AD 9C 5C')).toMatchObject({ banker: ['2H', 'AD', '5C'], used: 6 });
    // Banker 4: third 1 stands, third 2 and 7 draw, third 8 stands.
    expect(deal('AS 2H KH 2D AC 5C')).toMatchObject({ banker: ['2H', '2D'], used: 5 });
    expect(deal('AS 2H KH 2D 2C 5C')).toMatchObject({ banker: ['2H', '2D', '5C'], used: 6 });
    expect(deal('AS 2H KH 2D 7C 5C')).toMatchObject({ banker: ['2H', '2D', '5C'], used: 6 });
    expect(deal('AS 2H KH 2D 8C 5C')).toMatchObject({ banker: ['2H', '2D'], used: 5 });
    // Banker 5: third 3 stands, 4 draws. Banker 6: third 6 draws, 5 stands. Banker 7 stands.
    expect(deal('AS 2H KH 3D 3C 5C')).toMatchObject({ banker: ['2H', '3D'], used: 5 });
    expect(deal('AS 2H KH 3D 4C 5C')).toMatchObject({ banker: ['2H', '3D', '5C'], used: 6 });
    expect(deal('AS 3H KH 3D 6C 5C')).toMatchObject({ banker: ['3H', '3D', '5C'], used: 6 });
    expect(deal('AS 3H KH 3D 5C 5C')).toMatchObject({ banker: ['3H', '3D'], used: 5, winner: 'T' });
    expect(deal('AS 3H KH 4D 6C 5C')).toMatchObject({ banker: ['3H', '4D'], used: 5, playerTotal: 7, winner: 'T' });
    // Banker 0 to 2 draw whatever the player's third card.
    expect(deal('AS KH KH QD 9C 5C')).toMatchObject({ banker: ['KH', 'QD', '5C'], used: 6 });
  });
});

describe('pairs', () => {
  it('are the first two cards of a side with the same rank', () => {
    expect(deal('4S 2H 4H 5D')).toMatchObject({ playerPair: true, bankerPair: false });
    expect(deal('KS 5H 8S 5D')).toMatchObject({ playerPair: false, bankerPair: true });
    // A third card matching does not make a pair.
    expect(deal('2S KH 3H 2D 3C 6C')).toMatchObject({ playerPair: false, bankerPair: false });
  });
});
