// Word lists for the synthetic demo logs: player names, chat lines in several languages, and an
// item catalogue that covers every item-type name the game writes, aliases included
// (docs/RULES.md, "Entities and values").

export const NAME_PARTS = {
  first: [
    'Builder',
    'Shadow',
    'Pixel',
    'Noob',
    'Epic',
    'Frost',
    'Turbo',
    'Lucky',
    'Crimson',
    'Golden',
    'Silent',
    'Mega',
    'Neon',
    'Cosmic',
    'Rusty',
    'Ninja',
    'Sunny',
    'Dark',
    'Hyper',
    'Tiny',
    'Captain',
    'Lord',
    'Sir',
    'Miss',
  ],
  second: [
    'Bob',
    'Wolf',
    'Gamer',
    'Trader',
    'Dragon',
    'Fox',
    'King',
    'Queen',
    'Slayer',
    'Knight',
    'Panda',
    'Tiger',
    'Collector',
    'Hunter',
    'Builder',
    'Wizard',
    'Racer',
    'Pilot',
    'Cat',
    'Storm',
    'Rider',
    'Boss',
    'Bux',
    'Helm',
  ],
  /** Names players pick in their own scripts. */
  local: [
    'Żaneta_PL',
    'たけし',
    'さくら',
    'Дмитрий',
    'Алёна',
    '민준',
    '서연',
    'José_BR',
    'Chloé',
    'Ahmet_TR',
    'Lukáš',
    'Sørensen',
    'Mỹ_Linh',
    'محمد',
    'Ελένη',
    '小龙',
    'Jürgen',
    'Ñandú',
    'Zoë',
    'İlkay',
  ],
};

/** Chat lines by language; `{item}`, `{n}` and `{player}` are filled in. */
export const CHAT_LINES: readonly (readonly string[])[] = [
  [
    'anyone trading a {item}? paying well',
    'selling {item} for {n} bux',
    'wts {item}, offers in dm',
    'lf {item} will overpay',
    'gg {player}',
    'who wants to trade?',
    'scam alert: {player} never sent the {item}',
    'i got {item} from the case lol',
    'how much is {item} worth now?',
    'send me ur bux and i double it',
    'value of {item} went up again',
    'trading {n} bux + {item}',
    'brb',
    'lol',
    'thanks for the trade {player}!',
  ],
  ['alguien cambia {item}?', 'vendo {item} por {n}', 'gracias {player}', 'cuánto vale {item}?'],
  ['alguém troca {item}?', 'vendo {item} barato', 'valeu {player}!', 'quanto vale o {item}?'],
  ['ktoś ma {item} na sprzedaż?', 'sprzedam {item} za {n}', 'dzięki {player}', 'ile jest wart {item}?'],
  ['wer tauscht {item}?', 'verkaufe {item} für {n}', 'danke {player}'],
  ['qui échange {item} ?', 'je vends {item} pour {n}', 'merci {player} !'],
  ['кто меняет {item}?', 'продаю {item} за {n}', 'спасибо {player}', 'сколько стоит {item}?'],
  ['{item}と交換しませんか', '{item}を{n}で売ります', 'ありがとう {player}', 'トレードしませんか'],
  ['{item} 교환하실 분?', '{item} {n}에 팝니다', '고마워요 {player}'],
  ['有人换{item}吗？', '出售{item}，{n}', '谢谢 {player}'],
  ['{item} takas yapan var mı?', '{item} satıyorum {n}', 'teşekkürler {player}'],
  ['هل يبادل أحد {item}؟', 'شكرا {player}'],
];

/** Language weights: most chat is English. */
export const LANGUAGE_WEIGHTS = [60, 6, 6, 5, 4, 4, 4, 4, 3, 2, 1, 1];

/** What the game's chat filter leaves of a blocked line: empty or only '#', so hidden from staff. */
export const FILTERED_LINES = ['##########', '#### ## ####', '###', '   ', '', '{name}: ###', '{name}: ## ####'];

export interface CatalogItem {
  AssetId: number;
  Name: string;
  /** As the game writes it: several spellings map to one displayed type. */
  Type: string;
  /** Reference value in RAP. */
  value: number;
}

const TYPES = [
  'mythicunobtainable',
  'Mythic-Unobtainable',
  'contestultimate',
  'unobtainable',
  'ultimate',
  'market',
  'giveaway',
  'retexture',
  'Retexture',
  'Hat',
  'Face',
  'Gear',
  'Accessory',
  'Limited',
  'Exclusive',
  'Code',
  'Mythic',
  'Contest',
];

const ITEM_NAMES = [
  'Dominus Empyreus',
  'Valkyrie Helm',
  'Sparkle Time Fedora',
  'Shaggy',
  'Clockwork Headphones',
  'Violet Valkyrie',
  'Domino Crown',
  'Red Sparkle Time Fedora',
  'Bluesteel Bathelm',
  'Purple Banded Top Hat',
  'Ice Crown',
  'Fiery Horns',
  'Korblox Leg',
  'Headless Horseman',
  'Pal Hair',
  'Super Super Happy Face',
  'Dragon Egg',
  'Golden Crown',
  'Rainbow Shaggy',
  'Frozen Katana',
  'Witches Brew',
  'Eerie Pumpkin Head',
  'Teapot Turret',
  'Midnight Shades',
  'Case-bux Voucher',
  'Lord of the Federation',
  'Sinister Branches',
  'Winter Fedora',
  'Cyber Visor',
  'Neon Wings',
  'Ghastly Aura',
  'Sword Pack',
  'Bombastic Hat',
  'Chill Cap',
  'Hood of Shadows',
  'Crystal Antlers',
];

/** Every type name appears: item i takes type i mod the list, values spread over 50 – 2,000,000. */
export const CATALOG: readonly CatalogItem[] = ITEM_NAMES.map((Name, i) => ({
  AssetId: 1_000_000 + i * 37_117,
  Name,
  Type: TYPES[i % TYPES.length]!,
  value: Math.round(50 * Math.pow(1.35, i)),
}));

/** The currency (Case-bux) fields a trade side may carry (docs/RULES.md, "Entities and values"). */
export const CURRENCY_FIELDS = ['gbux', 'rbux', 'GBux', 'Rbux', 'bux', 'case_bux', 'caseBux'] as const;
