import type { SeededRandom } from './random';

/** Invented names for horses and horsemen, drawn from word lists with the seeded generator. */

const HORSE_FIRST_WORDS = (
  'Midnight Copper Silver Golden Northern Royal Lucky Rapid Quiet Wild Bold Gentle Storm ' +
  'Desert Velvet Iron Crimson Hidden Lonesome Brave Sunny Dancing Smoky River Cosmic Electric ' +
  'Rusty Frosty Harbor Prairie Mystic Whiskey Cherry Ocean Maple Sable Canyon Scarlet ' +
  'Twilight Humble'
).split(' ');

const HORSE_SECOND_WORDS = (
  'Thunder Ridge Echo Dancer Legacy Promise Charm Spirit Arrow Banner Comet Fortune Gambit ' +
  'Harmony Journey Lantern Melody Monarch Outlaw Rhythm Rocket Saga Sentinel Summit Tempest ' +
  'Voyage Whisper Warrior Blaze Breeze Cadet Dynasty Ember Falcon Glory Horizon Jubilee ' +
  'Knight Maverick Rebel'
).split(' ');

/** Harness horses often carry their breeding farm in the name ('Sweet Lou Hanover'). */
const HARNESS_SUFFIXES = ['Hanover', 'Blue Chip', 'Seelster', 'Hall', 'Lindy', 'N'];

/** Invented people: any resemblance to a real jockey, driver or trainer is a coincidence. */
const PERSON_FIRST_NAMES = (
  'Evan Marco Dario Hector Colby Reid Wade Silas Emilio Nolan Felix Gavin Owen Rafael Joaquin ' +
  'Declan Carl Vince Abel Nadia Renee Tessa Wyatt Miles Clint Jonah Arlo Beau Cyrus Lane'
).split(' ');

const PERSON_LAST_NAMES = (
  'Quintero Alcala Marquez Hadley Ortega Castillo Velez Serrano Dorsey McNair Stratton Zeron ' +
  'Callan Kelley Brennan Marsh Hollis Burke Pruitt Whitfield Lockhart Carver Dunbar Kessler ' +
  'Mayfield Sutter Ramsey Tolliver Boone Yardley'
).split(' ');

export class NameMaker {
  private readonly usedHorseNames = new Set<string>();

  constructor(private readonly random: SeededRandom) {}

  /** A horse name not used before in this seed. */
  horse(harness: boolean): string {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const base = `${this.random.pick(HORSE_FIRST_WORDS)} ${this.random.pick(HORSE_SECOND_WORDS)}`;
      const name =
        harness && this.random.chance(0.4) ? `${base} ${this.random.pick(HARNESS_SUFFIXES)}` : base;
      if (!this.usedHorseNames.has(name)) {
        this.usedHorseNames.add(name);
        return name;
      }
    }
    throw new Error('Ran out of demo horse names');
  }

  /** A jockey, driver or trainer: 'Irad Prado'. */
  person(): string {
    return `${this.random.pick(PERSON_FIRST_NAMES)} ${this.random.pick(PERSON_LAST_NAMES)}`;
  }

  /** `count` different people. */
  people(count: number): string[] {
    const names = new Set<string>();
    while (names.size < count) names.add(this.person());
    return [...names];
  }
}
