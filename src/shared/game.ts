/**
 * What the platform knows of a game: one plain definition object per game (`src/games/<id>/game.ts`), listed in
 * `src/games/index.ts`. Everything shared (routes, the school home, the rule-variant panel, progress and review,
 * lesson components, search) reads a game only through this shape. Plain data: no functions, so parts of it can be
 * passed to islands as props.
 */
import { LANGUAGES } from '../i18n/languages';

export type RuleValue = string | number | boolean;

/**
 * A rule option's readings as a game's variants.ts lists them: each allowed value with the source that gives it (from
 * the game's table of sources per value, else `fallback`) and whether it is the default.
 */
export function ruleReadings<V extends RuleValue, S extends string>(
  values: readonly V[],
  sources: Readonly<Partial<Record<string, S>>>,
  fallback: NoInfer<S>,
  defaultValue: RuleValue | undefined,
): RuleReading<V, S>[] {
  return values.map((value) => ({ value, source: sources[String(value)] ?? fallback, isDefault: defaultValue === value }));
}

/** One reading of a rule option: its value, the source that gives it, and whether it is the default. */
export interface RuleReading<V extends RuleValue = RuleValue, S extends string = string> {
  value: V;
  source: S;
  isDefault: boolean;
}

/** A rule option with its readings, as a game's variants.ts lists it (a game adds its own fields, such as the point's code). */
export interface OptionReadings<K extends string = string, V extends RuleValue = RuleValue, S extends string = string> {
  key: K;
  options: RuleReading<V, S>[];
}

/** The readings of every option of `keys`, in that order (ruleReadings of its values, its sources and its default); `V`, the values' type, is any rule value unless given. */
export function optionReadings<K extends string, S extends string, V extends RuleValue = RuleValue>(
  keys: readonly K[],
  values: { readonly [P in K]?: readonly NoInfer<V>[] },
  sources: { readonly [P in K]: Readonly<Partial<Record<string, S>>> },
  fallback: NoInfer<S>,
  defaults: { readonly [P in K]?: RuleValue },
): OptionReadings<K, V, S>[] {
  return keys.map((key) => ({ key, options: ruleReadings(values[key] ?? [], sources[key], fallback, defaults[key]) }));
}

/** A game's rule options: every variant point or open point of its specification, with the allowed values. */
export interface RuleSpec {
  /** The game's id: rule choices are saved per game. */
  game: string;
  /** Allowed values of every option (the panel shows them in this order). */
  options: Readonly<Record<string, readonly RuleValue[]>>;
  /** The default value of every option (the specification's default). */
  defaults: Readonly<Record<string, RuleValue>>;
  /**
   * The code the rule panel shows before an option's title, where the game's documents name its options by one
   * (e.g. VP01, OP3); an option without one shows its title alone (an option's key is never shown).
   */
  codes?: Readonly<Record<string, string>>;
}

/** A drill: a widget with its own page at /<lang>/<game>/drills/<id>/, also embedded in lessons. */
export interface WidgetEntry {
  id: string;
  /** i18n key (the game's namespace) of the widget's title, shown on the drills index. */
  titleKey: string;
  /** i18n key of a one-sentence description. */
  descriptionKey: string;
  /** The message key prefixes the widget's island receives (see src/i18n/client.ts). */
  messages: readonly string[];
  /** The skill the drill trains (progress and review link back to the drill through it). */
  skill?: string;
}

/** A term of the game's glossary: its id (the anchor that <Term id> links to) and its names shown in every language. */
export interface GlossaryEntry {
  id: string;
  /** The game's own names for the term by language, shown beside the meaning (e.g. German and Swedish). */
  names: Readonly<Record<string, string>>;
}

export type GameFamily = 'trick-avoidance' | 'jass' | 'trick-taking' | 'shedding';

export interface GameDefinition {
  /** The folder name and URL segment: lower case letters, digits and dashes. */
  id: string;
  /** The game's name in every language of the site. */
  names: Readonly<Record<string, string>>;
  players: { min: number; max: number };
  pack: { cards: 32 | 36 | 52; jokers: number };
  family: GameFamily;
  /** Roughly how long the course takes, in minutes (shown on the school home). */
  learnMinutes: number;
  /** The skills the course teaches; lesson frontmatter and progress name them. */
  skills: readonly string[];
  rules: RuleSpec;
  /**
   * For each rule option, which source gives each reading (an id the game names in its `differ.source.<id>`
   * strings; 'neither' when the reading is ours).
   */
  variantSources?: Readonly<Record<string, Readonly<Partial<Record<string, string>>>>>;
  /** The drills, in the order the drills page lists them. */
  widgets: readonly WidgetEntry[];
  /** Widgets a lesson may end with as its check (`<Check widget="..." />`). */
  checkWidgets: readonly string[];
  glossary: readonly GlossaryEntry[];
  /** Message prefixes every widget of the game receives besides its own (card names, quiz flow, seats...). */
  commonMessages: readonly string[];
  /**
   * Which pages the game has: a game shows up in the school once its course exists. `slate` is a scorekeeper for
   * players at a real table (`/<lang>/<game>/slate/`, drawn by the game's views.ts `Slate`); optional, as most games
   * keep score on paper.
   */
  pages: { course: boolean; drills: boolean; play: boolean; reference: boolean; glossary: boolean; variants: boolean; sources: boolean; slate?: boolean };
}

/** A glossary term as a game lists it (its `glossary.ts`): the id and the game's German and Swedish names. */
export interface GameTerm {
  id: string;
  german: string;
  swedish: string;
}

/**
 * What a game says of itself in its `game.ts`: its facts, and its parts under the names every game exports them by
 * (see GameModules). `defineGame` derives the rest: `checkWidgets` (every drill unless named), `pages` (every page;
 * name only those that differ) and the glossary's names, German, then Swedish (a Swedish game says
 * `termLanguages: ['sv', 'de']`, its own language first).
 */
export type GameFacts = Pick<GameDefinition, 'id' | 'names' | 'players' | 'pack' | 'family' | 'learnMinutes'> & {
  termLanguages?: readonly ('de' | 'sv')[];
  checkWidgets?: readonly string[];
  pages?: Partial<GameDefinition['pages']>;
};

/** A game's parts, each from its own module: skills.ts, ruleSpec.ts, variants.ts, widgets/registry.ts, glossary.ts, widgets/messages.ts. */
export interface GameModules {
  SKILLS: GameDefinition['skills'];
  RULE_SPEC: RuleSpec;
  SOURCES?: GameDefinition['variantSources'];
  WIDGETS: GameDefinition['widgets'];
  GLOSSARY: readonly GameTerm[];
  COMMON_MESSAGES: GameDefinition['commonMessages'];
}

const TERM_NAME = { de: 'german', sv: 'swedish' } as const;

/** A game's definition from its facts and parts (see GameFacts for what is derived). */
export function defineGame(facts: GameFacts, parts: GameModules): GameDefinition {
  const { termLanguages = ['de', 'sv'], checkWidgets, pages, ...own } = facts;
  return {
    ...own,
    skills: parts.SKILLS,
    rules: parts.RULE_SPEC,
    ...(parts.SOURCES ? { variantSources: parts.SOURCES } : {}),
    widgets: parts.WIDGETS,
    checkWidgets: checkWidgets ?? parts.WIDGETS.map((w) => w.id),
    glossary: parts.GLOSSARY.map((term) => ({ id: term.id, names: Object.fromEntries(termLanguages.map((l) => [l, term[TERM_NAME[l]]])) })),
    commonMessages: parts.COMMON_MESSAGES,
    pages: { course: true, drills: true, play: true, reference: true, glossary: true, variants: true, sources: true, slate: true, ...pages },
  };
}

export const GAME_ID = /^[a-z][a-z0-9-]{1,30}$/;

export type GamePage = keyof GameDefinition['pages'];

/** Whether a game offers a page (an optional page kind a definition leaves out counts as absent). */
export const hasPage = (g: GameDefinition, page: GamePage): boolean => g.pages[page] === true;

/**
 * The routes of a page that exists once per language and game: every game whose course exists and that has the
 * page (`/<lang>/<game>/...`).
 */
export function pagePaths(games: readonly GameDefinition[], page: GamePage, languages: readonly string[] = LANGUAGES) {
  return languages.flatMap((lang) => games.filter((g) => g.pages.course && hasPage(g, page)).map((g) => ({ params: { lang, game: g.id }, props: { game: g } })));
}

/** What is wrong with a definition (empty when it is sound): checked by tests for every registered game. */
export function checkDefinition(g: GameDefinition): string[] {
  const problems: string[] = [];
  if (!GAME_ID.test(g.id)) problems.push(`id ${JSON.stringify(g.id)} is not a game id`);
  if (g.rules.game !== g.id) problems.push('rules.game differs from the id');
  if (!(g.players.min >= 2 && g.players.max >= g.players.min)) problems.push('players');
  if (new Set(g.skills).size !== g.skills.length) problems.push('duplicate skills');
  const widgetIds = new Set(g.widgets.map((w) => w.id));
  if (widgetIds.size !== g.widgets.length) problems.push('duplicate widget ids');
  for (const w of g.widgets) if (w.skill !== undefined && !g.skills.includes(w.skill)) problems.push(`widget ${w.id}: unknown skill ${w.skill}`);
  for (const c of g.checkWidgets) if (!widgetIds.has(c)) problems.push(`check widget ${c} is not a widget`);
  for (const [key, values] of Object.entries(g.rules.options)) {
    if (!values.includes(g.rules.defaults[key] as RuleValue)) problems.push(`rule ${key}: the default is not an option`);
  }
  for (const key of Object.keys(g.rules.defaults)) if (!(key in g.rules.options)) problems.push(`rule ${key} has no options`);
  if (new Set(g.glossary.map((t) => t.id)).size !== g.glossary.length) problems.push('duplicate glossary ids');
  return problems;
}
