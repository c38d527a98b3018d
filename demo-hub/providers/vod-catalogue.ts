/**
 * The hand-written catalogue of the demo VOD provider: invented titles (no real films), genres,
 * series with seasons, audio albums and series, live channels and their programme pools.
 * vod.ts turns this into database rows; large-catalogue mode adds generated titles on top.
 */
import type { Lang } from '../lib/http.ts';

export type Localized = Record<Lang, string>;

export interface ProviderDef { id: number; name: string; kind: 'video' | 'audio' | 'promo' }
/** Provider 146 carries the ship's promotional clips; clients exclude it from genre lists (000 §9). */
export const PROMO_PROVIDER_ID = 146;
export const PROVIDERS: ProviderDef[] = [
  { id: 1, name: 'Lido Cinema', kind: 'video' },
  { id: 2, name: 'Lido Kids', kind: 'video' },
  { id: 3, name: 'Lido Audio', kind: 'audio' },
  { id: PROMO_PROVIDER_ID, name: 'Onboard Promotions', kind: 'promo' },
];

export interface GenreDef { id: number; provider: number; kind: 'video' | 'audio'; kids?: boolean; name: Localized }
export const KIDS_GENRE_ID = 9;
export const GENRES: GenreDef[] = [
  { id: 1, provider: 1, kind: 'video', name: { en: 'Action & Adventure', de: 'Action & Abenteuer', fr: 'Action & Aventure', nl: 'Actie & Avontuur' } },
  { id: 2, provider: 1, kind: 'video', name: { en: 'Comedy', de: 'Komödie', fr: 'Comédie', nl: 'Komedie' } },
  { id: 3, provider: 1, kind: 'video', name: { en: 'Drama', de: 'Drama', fr: 'Drame', nl: 'Drama' } },
  { id: 4, provider: 1, kind: 'video', name: { en: 'Thriller & Mystery', de: 'Thriller & Krimi', fr: 'Thriller & Mystère', nl: 'Thriller & Mysterie' } },
  { id: 5, provider: 1, kind: 'video', name: { en: 'Documentary', de: 'Dokumentation', fr: 'Documentaire', nl: 'Documentaire' } },
  { id: 6, provider: 1, kind: 'video', name: { en: 'Family', de: 'Familie', fr: 'Famille', nl: 'Familie' } },
  { id: 7, provider: 1, kind: 'video', name: { en: 'Romance', de: 'Romantik', fr: 'Romance', nl: 'Romantiek' } },
  { id: 8, provider: 1, kind: 'video', name: { en: 'Science Fiction', de: 'Science-Fiction', fr: 'Science-fiction', nl: 'Sciencefiction' } },
  { id: KIDS_GENRE_ID, provider: 2, kind: 'video', kids: true, name: { en: 'Kids', de: 'Kinder', fr: 'Enfants', nl: 'Kinderen' } },
  { id: 20, provider: 3, kind: 'audio', name: { en: 'Jazz & Lounge', de: 'Jazz & Lounge', fr: 'Jazz & Lounge', nl: 'Jazz & Lounge' } },
  { id: 21, provider: 3, kind: 'audio', name: { en: 'Classical', de: 'Klassik', fr: 'Classique', nl: 'Klassiek' } },
  { id: 22, provider: 3, kind: 'audio', name: { en: 'Stories & Audiobooks', de: 'Geschichten & Hörbücher', fr: 'Histoires & livres audio', nl: 'Verhalen & luisterboeken' } },
  { id: 23, provider: 3, kind: 'audio', name: { en: 'Podcasts', de: 'Podcasts', fr: 'Podcasts', nl: 'Podcasts' } },
  { id: 30, provider: PROMO_PROVIDER_ID, kind: 'video', name: { en: 'Onboard Highlights', de: 'Highlights an Bord', fr: 'À bord', nl: 'Hoogtepunten aan boord' } },
];

/** title, year, minutes, age rating, genre ids, short description, second sentence of the long one */
export type MovieDef = [title: string, year: number, minutes: number, age: number, genres: number[], short: string, more: string];

export const MOVIES: MovieDef[] = [
  ['Crosswind', 2019, 112, 12, [1, 4], 'A grounded stunt pilot flies one last cargo run through a storm to clear her brother’s name.', 'Between failing instruments and a passenger who is not who he claims to be, the flight to the Azores becomes a race against the weather.'],
  ['The Salt Road', 2021, 124, 12, [1], 'Two rival treasure hunters are forced to share a camel caravan across the desert.', 'A map split in half, a sandstorm and an old debt turn enemies into the only allies they have.'],
  ['Iron Harbour', 2018, 106, 16, [1, 4], 'A crew of dock workers plans the perfect heist on the night the port shuts down for a strike.', 'Their plan works flawlessly until the container they open holds something nobody should ever find.'],
  ['Summit Fever', 2020, 98, 12, [1], 'A mountain guide leads an unprepared film crew towards a peak that has never been climbed in winter.', 'When the weather closes in, the story they came to film becomes a fight to get everyone down alive.'],
  ['Rogue Current', 2022, 101, 12, [1], 'A lifeguard on a quiet island notices the same speedboat every night at 3 a.m.', 'Her curiosity pulls her into a smuggling ring that reaches far beyond the island’s only harbour.'],
  ['The Last Lighthouse', 2017, 117, 12, [1, 3], 'The keeper of a remote lighthouse refuses to leave when the coast guard orders an evacuation.', 'Alone with the storm of the century, he finds out why his father never spoke of the night of the great shipwreck.'],
  ['Falcon Ridge', 2016, 109, 12, [1], 'A retired ranger returns to the canyon where she lost her partner to stop a gang of poachers.', 'Old instincts and a young falconer are all she has against men who know the ridge as well as she does.'],
  ['Deep Water Rescue', 2023, 95, 12, [1], 'A cable-laying ship answers a distress call from a research submarine stuck at 400 metres.', 'With oxygen running low, a rookie diver has six hours to reach a place no one has dived before.'],
  ['Wrong Way Round', 2019, 94, 6, [2], 'A navigation mix-up sends a family on holiday to the wrong town — in the wrong country.', 'Too proud to admit the mistake, the father insists that this was the plan all along.'],
  ['Captain’s Dinner', 2021, 102, 6, [2, 7], 'A shy purser is mistaken for the captain at the gala dinner and decides to play along.', 'One evening of compliments becomes a week of tall tales, a dance competition and an actual emergency at sea.'],
  ['The Accidental Chef', 2018, 97, 6, [2], 'A food critic who cannot boil an egg ends up running the kitchen of the restaurant he once destroyed.', 'The staff have seven days to turn him into a cook before the new review comes out.'],
  ['Mind the Gap Year', 2022, 99, 12, [2], 'A 58-year-old accountant takes the gap year he never had and backpacks with his daughter’s friends.', 'Hostels, night trains and a misunderstanding in Bruges teach everyone that it is never too late to be young.'],
  ['Grandma Goes Surfing', 2020, 91, 0, [2, 6], 'A widowed grandmother signs up for surf school on the day she retires.', 'Her grandchildren are mortified — until she enters the local championship.'],
  ['Two Weddings and a Ferry', 2017, 104, 6, [2, 7], 'Two wedding parties book the same island for the same weekend and only one ferry can bring them.', 'A best man with a clipboard and a bridesmaid with a plan decide that only one ceremony will happen.'],
  ['Office Party Island', 2023, 96, 12, [2], 'A team-building trip strands a struggling start-up on a tiny island with no signal.', 'Without their phones, seven colleagues discover who really does the work.'],
  ['The Parrot Who Knew Too Much', 2016, 88, 0, [2, 6], 'A talkative parrot repeats a bank robber’s plans in the middle of a village fête.', 'Nobody believes the bird except a ten-year-old with a notebook and a bicycle.'],
  ['Letters from Valletta', 2019, 121, 12, [3, 7], 'A translator finds a bundle of wartime letters in the wall of her grandmother’s house.', 'Following them across the island, she uncovers a love story her family kept secret for eighty years.'],
  ['The Weight of Water', 2020, 118, 12, [3], 'A champion swimmer returns to her fishing village after an injury ends her career.', 'Coaching the local children, she finds a way back to the sea that once took everything from her family.'],
  ['Harvest Moon over the Valley', 2018, 109, 6, [3], 'Three generations of winemakers have one harvest to save the family vineyard.', 'A hailstorm, a buyer from the city and a long-lost brother all arrive in the same week.'],
  ['The Piano Tuner’s Daughter', 2021, 126, 12, [3], 'A young pianist goes deaf in one ear on the eve of her debut.', 'Her father, who tunes pianos for the concert hall, teaches her to hear music in a completely new way.'],
  ['Still Waters', 2017, 113, 12, [3, 4], 'A lake-side community is shaken when the water level drops and reveals a sunken car.', 'The local doctor knows whose car it is, and why it has stayed hidden for twenty years.'],
  ['A Quiet Shore', 2022, 101, 6, [3], 'A widower and his teenage son spend one last summer in the beach house before it is sold.', 'Fixing an old sailing boat together, they finally talk about everything they have avoided.'],
  ['The Orchard Keeper', 2016, 115, 6, [3], 'An old farmer refuses to sell his apple orchard to the developers who surround it.', 'His unlikely ally is the architect sent to convince him.'],
  ['Northern Light', 2023, 108, 12, [3], 'A nurse takes a winter post on an Arctic island where the sun does not rise for two months.', 'In the long night, she learns as much about the islanders as about the reasons she ran away.'],
  ['Cabin 714', 2021, 103, 16, [4], 'On the first night of a cruise, a passenger reports a scream from the cabin next door — which is officially empty.', 'The crew insists nobody booked it, but she keeps finding proof that someone is still in there.'],
  ['The Vanishing at Port Sable', 2019, 111, 12, [4], 'A harbour master disappears the day before a royal visit to a sleepy port.', 'The detective sent to find him realises that the whole town is rehearsing a lie.'],
  ['Signal Lost', 2022, 99, 16, [4, 8], 'A radio operator on an oil platform receives messages from a ship that sank in 1962.', 'Each message predicts an accident on the platform a few hours before it happens.'],
  ['Glass Tide', 2018, 107, 16, [4], 'An art restorer discovers that the famous painting she is cleaning hides a second picture beneath the first.', 'Someone is willing to kill to keep the portrait underneath from being seen.'],
  ['The Cartographer', 2020, 114, 12, [4], 'A mapmaker notices a street on an old map that does not exist in the city today.', 'When he goes looking for it, his own address starts disappearing from records.'],
  ['Night Crossing', 2017, 96, 16, [4], 'Eight strangers share a car ferry across the channel, and one of them will not arrive.', 'A retired inspector has four hours, one deck and no phone signal to find out who.'],
  ['Dead Reckoning', 2023, 105, 16, [4, 1], 'A navigator falsely accused of running a ship aground sets out to prove the charts were altered.', 'The trail leads to an insurance fraud worth millions and a captain who has vanished.'],
  ['The Ninth Passenger', 2016, 102, 12, [4], 'A small plane lands with nine passengers when only eight boarded.', 'Nobody can say who the extra traveller is, and he claims to remember all of them.'],
  ['Oceans Within', 2021, 84, 0, [5], 'Marine biologists follow a single drop of water from a glacier to the deep ocean.', 'Stunning underwater photography reveals how every sea on the planet is connected.'],
  ['The Bread Makers of Crete', 2019, 72, 0, [5], 'A year with the last village bakery on a mountain plateau, from harvest to the Easter loaves.', 'Recipes passed down for centuries meet a young baker who wants to keep them alive.'],
  ['Wings over the Fjords', 2020, 78, 0, [5], 'Sea eagles, puffins and migrating geese filmed from the air along the northern coast.', 'A portrait of the birds that rule the cliffs and the people who count them every spring.'],
  ['Coral Cities', 2022, 81, 0, [5], 'Inside the reefs that house a quarter of all marine life.', 'Scientists and divers show how reefs are being replanted, one fragment at a time.'],
  ['The Lighthouse Archives', 2018, 69, 0, [5], 'The history of the lights that kept sailors safe, told through keepers’ logbooks.', 'From oil lamps to automatic beacons, a journey along the most dangerous coastlines of Europe.'],
  ['Engines of the Sea', 2017, 88, 0, [5], 'How modern ships are designed, built and launched.', 'A behind-the-scenes look at the shipyard workers who build floating cities.'],
  ['Markets of the Mediterranean', 2023, 74, 0, [5], 'A food journey through seven harbour markets, from fish auctions to spice stalls.', 'Traders, cooks and fishermen share the dishes their towns are proud of.'],
  ['Whale Song', 2016, 83, 0, [5, 6], 'Researchers record the songs of humpback whales across a whole migration.', 'What they hear changes how we think about communication in the animal world.'],
  ['The Kite Festival', 2020, 92, 0, [6], 'A shy boy and his grandfather build a kite to win the town’s annual festival.', 'Everything goes wrong in the most wonderful ways.'],
  ['Sandcastle Kingdom', 2019, 86, 0, [6, 9], 'Two siblings build a sandcastle so grand that the whole beach joins in.', 'When the tide comes in, they have one afternoon to save their kingdom.'],
  ['Our Summer with Biscuit', 2021, 95, 0, [6, 2], 'A family adopts a scruffy dog just before their camping holiday.', 'Biscuit has his own ideas about where the holiday should go.'],
  ['The Great Lemonade Race', 2018, 89, 0, [6, 2], 'Two neighbouring kids compete to run the best lemonade stand of the summer.', 'The rivalry gets out of hand when the whole street starts taking sides.'],
  ['Star Gazers', 2022, 97, 6, [6, 8], 'A group of friends builds a telescope from scrap and spots something strange near the moon.', 'Nobody believes them, so they set out to prove it themselves.'],
  ['Second Sunset', 2019, 108, 6, [7], 'Two widowed travellers meet on a coastal train and keep meeting at every stop.', 'A late-life love story about courage, maps and second chances.'],
  ['A Table for Two in Lisbon', 2021, 101, 6, [7, 2], 'A restaurant critic and a chef who hates critics are forced to share a table for a week.', 'Seven dinners, seven arguments and one unexpected dessert.'],
  ['The Winter Ferry', 2017, 112, 6, [7, 3], 'A ferry captain and a music teacher meet every morning on the same crossing.', 'When the service is threatened with closure, they have to decide what the crossing really means to them.'],
  ['Postcards from the Islands', 2020, 99, 6, [7], 'A postcard photographer falls for the woman who keeps appearing in the background of her pictures.', 'Tracking her across five islands turns into a journey of her own.'],
  ['Dancing on Deck Seven', 2022, 104, 6, [7, 2], 'A cruise ship dance instructor partners with a passenger who has two left feet.', 'By the final night, the whole ship is cheering them on in the ballroom.'],
  ['Tidal Lock', 2021, 119, 12, [8], 'On a planet where one side always faces the sun, a courier must cross the frozen dark side.', 'Her cargo is the only cure for a plague on the bright side — and someone wants it destroyed.'],
  ['The Hollow Moon', 2019, 127, 12, [8, 1], 'Miners on a distant moon drill into a cavern that should not exist.', 'Inside is a city, and it is waking up.'],
  ['Echo Station', 2018, 110, 16, [8, 4], 'The crew of a deep-space relay station starts receiving their own distress calls from the future.', 'To survive, they must work out which of them sends the first message.'],
  ['Seedship', 2022, 116, 12, [8, 3], 'A generation ship’s gardener discovers the ship has been flying in circles for a century.', 'Telling the truth could end the only world the passengers have ever known.'],
  ['Parallel Harbour', 2020, 105, 12, [8], 'A ferry passenger steps off into a version of her town where she never left home.', 'She has until the evening ferry to decide which life to keep.'],
  ['The Quiet Machines', 2023, 98, 12, [8], 'In a city run by silent robots, one of them starts to hum.', 'A young engineer must decide whether to report the fault or protect it.'],
  ['Pip and the Pirate Moon', 2021, 78, 0, [9, 6], 'Little Pip builds a rocket from a rowing boat to visit the moon pirates.', 'A gentle adventure about friendship, sharing and very large cheese.'],
  ['Tilly the Tugboat', 2019, 72, 0, [9], 'The smallest tugboat in the harbour wants to help the biggest ship in the world.', 'When fog rolls in, only Tilly knows the way.'],
  ['The Jellyfish Jamboree', 2022, 69, 0, [9], 'The sea creatures prepare the biggest party of the year under the waves.', 'Songs, dancing and a crab who cannot keep the beat.'],
  ['Bubbles under the Sea', 2020, 75, 0, [9], 'A curious little fish follows a trail of bubbles to the bottom of the sea.', 'On the way she meets friends who teach her to be brave.'],
  ['Moko the Little Seal', 2018, 71, 0, [9, 6], 'A seal pup gets lost on his first swim and finds his way home along the coast.', 'Every animal he meets helps him a little further.'],
  ['The Snail Who Sailed', 2023, 66, 0, [9], 'A snail hitches a ride on a sailing ship and travels around the world.', 'Slow and steady, he sees more than anyone on board.'],
  ['Robo-Crab Rescue', 2021, 74, 0, [9, 8], 'A clever robot crab cleans the beach and saves a turtle’s nest.', 'A funny story about looking after the seaside.'],
  ['Penguin Post Office', 2017, 70, 0, [9, 2], 'Three penguins open the first post office at the South Pole.', 'Letters go everywhere except where they should.'],
];

/** Promotional clips of provider 146 (excluded from genre lists by the client). */
export const PROMOS: MovieDef[] = [
  ['Welcome to Lido Aurora', 2024, 3, 0, [30], 'A short tour of the ship: decks, restaurants, pools and the theatre.', 'Everything you need to know to enjoy your first day on board.'],
  ['Spa Week Specials', 2024, 2, 0, [30], 'Treatments and offers at the Ocean Spa this week.', 'Book at the spa reception on deck 9 or in the guest portal.'],
  ['Tonight at the Starlight Theatre', 2024, 2, 0, [30], 'A preview of this evening’s show in the Starlight Theatre.', 'Doors open 30 minutes before each performance.'],
];

export interface SeriesDef {
  title: string; year: number; age: number; genres: number[]; minutes: number;
  short: string; more: string;
  /** episode titles per season */
  seasons: string[][];
}

export const SERIES: SeriesDef[] = [
  {
    title: 'The Lighthouse Keepers', year: 2019, age: 12, genres: [3], minutes: 52,
    short: 'A family takes over the last manned lighthouse on a wild stretch of coast.',
    more: 'Storms, shipwrecks and village politics test three generations living at the edge of the sea.',
    seasons: [
      ['The New Keepers', 'First Storm', 'The Wreck of the Marianne', 'Fog Signal', 'The Inspector', 'Longest Night'],
      ['Return to Skarra Point', 'The Beacon Fund', 'Lost at Low Tide', 'Visitors', 'The Logbook', 'Last Light'],
    ],
  },
  {
    title: 'Island Detectives', year: 2020, age: 12, genres: [4, 2], minutes: 45,
    short: 'Two retired police officers open a detective agency on a holiday island.',
    more: 'Every case is small, every suspect is a neighbour, and nothing is ever as simple as it seems.',
    seasons: [
      ['The Missing Regatta Cup', 'Poison at the Bake-Off', 'The Silent Bell', 'A Body in the Boathouse'],
      ['The Forged Postcard', 'Murder on the Ferry', 'The Fisherman’s Alibi', 'The Hotel Ghost'],
      ['The Tourist Who Knew', 'Sand in the Gears', 'The Lighthouse Will', 'The Final Tide'],
    ],
  },
  {
    title: 'Deep Blue Kitchen', year: 2021, age: 0, genres: [5], minutes: 30,
    short: 'A ship’s chef cooks the signature dish of every port on the route.',
    more: 'Markets, fishermen and home cooks share their secrets, and the galley recreates them at sea.',
    seasons: [
      ['Barcelona: Rice and Saffron', 'Marseille: The Fish Soup', 'Naples: Dough and Fire', 'Valletta: Rabbit Stew', 'Athens: Olive Country'],
      ['Lisbon: Custard Tarts', 'Porto: The Bread Soup', 'Bergen: Smoked Salmon', 'Reykjavik: Rye and Geysers', 'Dublin: Brown Bread'],
    ],
  },
  {
    title: 'Office at Sea', year: 2022, age: 6, genres: [2], minutes: 24,
    short: 'The back-office crew of a cruise ship tries to keep the voyage running.',
    more: 'Lost luggage, impossible guests and a purser with big ambitions — all behind one door marked Staff Only.',
    seasons: [
      ['Welcome Aboard', 'The Lost Suitcase', 'Captain’s Birthday', 'Talent Show', 'Inspection Day', 'Home Port'],
      ['New Season, New Boss', 'The Pool Incident', 'Quiz Night', 'The Stowaway', 'Overbooked', 'Farewell Gala'],
    ],
  },
  {
    title: 'Captain Pip’s Adventures', year: 2021, age: 0, genres: [9, 6], minutes: 12,
    short: 'Captain Pip and his crew of friendly animals sail to a new island in every episode.',
    more: 'Short, gentle adventures for little sailors about kindness, curiosity and teamwork.',
    seasons: [
      ['The Treasure Map', 'Rainbow Island', 'The Sleepy Whale', 'Lost Anchor', 'Pip’s Birthday'],
      ['Iceberg Island', 'The Singing Shells', 'Storm in a Teacup', 'The Lighthouse Cat', 'Home for Supper'],
    ],
  },
  {
    title: 'Wild Coastlines', year: 2018, age: 0, genres: [5], minutes: 50,
    short: 'A journey along the most spectacular coastlines of Europe.',
    more: 'Cliffs, dunes, fjords and lagoons — and the animals and people who call them home.',
    seasons: [
      ['Atlantic Cliffs', 'The Wadden Sea', 'Fjord Country', 'Volcanic Shores', 'The Lagoons', 'Island Chains'],
    ],
  },
];

export interface AudioSeriesDef {
  title: string; artist: string; year: number; genres: number[]; kind: 'album' | 'series';
  short: string; more: string; trackMinutes: number;
  seasons: string[][];
}

export const AUDIO_SERIES: AudioSeriesDef[] = [
  {
    title: 'Sea Breeze Lounge', artist: 'The Harbour Quartet', year: 2020, genres: [20], kind: 'album', trackMinutes: 4,
    short: 'Relaxed lounge jazz for sunny afternoons on deck.', more: 'Piano, double bass and soft brushes recorded live in a harbour bar.',
    seasons: [['Harbour Lights', 'Trade Winds', 'Coral Garden', 'Blue Hour', 'Shore Leave']],
  },
  {
    title: 'Morning on Deck', artist: 'Aurora Chamber Strings', year: 2019, genres: [21], kind: 'album', trackMinutes: 6,
    short: 'New chamber music inspired by the sea at dawn.', more: 'A string quartet plays four movements written on board during a transatlantic crossing.',
    seasons: [['Aubade for Strings', 'Gull Waltz', 'Rondo of the Tides', 'Largo at Dawn']],
  },
  {
    title: 'Night Watch Sessions', artist: 'Mara Lindqvist Trio', year: 2022, genres: [20], kind: 'album', trackMinutes: 5,
    short: 'Late-night jazz standards reimagined by a Scandinavian trio.', more: 'Recorded in one night in a lighthouse turned studio.',
    seasons: [['Night Watch', 'Starboard Blues', 'Moon over Skagen', 'Last Call']],
  },
  {
    title: 'Tales from the Captain’s Table', artist: 'Captain Elena Voss', year: 2021, genres: [22], kind: 'series', trackMinutes: 20,
    short: 'A captain tells true stories from forty years at sea.', more: 'Storms, rescues and the strangest passengers she ever met, told over dinner.',
    seasons: [['The Iceberg Summer', 'A Piano Overboard', 'The Stowaway Cat'], ['Fog in the Channel', 'The Wedding at Sea', 'Homecoming']],
  },
  {
    title: 'Port Talk', artist: 'Lido Radio', year: 2023, genres: [23], kind: 'series', trackMinutes: 25,
    short: 'A podcast about the ports on our route: history, food and hidden corners.', more: 'Local guides and crew members share what they would never miss ashore.',
    seasons: [['Barcelona Beyond the Crowds', 'Marseille’s Old Port', 'Naples Underground', 'Valletta in a Day'], ['Lisbon’s Hills', 'Porto by the River', 'Bergen in the Rain', 'Reykjavik’s Hot Pools']],
  },
];

/** Single audio titles (audiobooks, meditations) that belong to no album. */
export const AUDIO_SINGLES: MovieDef[] = [
  ['The Lantern of Saint Elmo', 2018, 48, 6, [22], 'An audiobook novella about a ship’s boy and a mysterious light in the rigging.', 'Read by the author, with sound effects recorded at sea.'],
  ['Bedtime on the Bounding Main', 2021, 15, 0, [22], 'Three short bedtime stories for little sailors.', 'Calm voices and gentle waves to fall asleep to.'],
  ['Ocean Breath: a Guided Relaxation', 2022, 18, 0, [23], 'A guided breathing exercise set to the sound of waves.', 'Led by the wellness team of the Ocean Spa.'],
];

// ------------------------------------------------------------------------------- channels

export type ChannelCategory = 'info' | 'news' | 'sport' | 'movies' | 'kids' | 'docs' | 'music' | 'comedy' | 'lifestyle';
export const CHANNELS: [name: string, category: ChannelCategory][] = [
  ['Lido Info', 'info'],
  ['Bridge Cam', 'info'],
  ['Harbour News 24', 'news'],
  ['Sport Deck', 'sport'],
  ['Cinema Classic', 'movies'],
  ['Kids Cove', 'kids'],
  ['Open Water Docs', 'docs'],
  ['Lounge Music TV', 'music'],
  ['Laugh Track', 'comedy'],
  ['Travel & Taste', 'lifestyle'],
  ['Cine Europa', 'movies'],
  ['Weather at Sea', 'info'],
  ['Fit on Board', 'lifestyle'],
  ['Port Guide', 'info'],
];

/** Programme pools per channel category: name, description, minutes. */
export const PROGRAMMES: Record<ChannelCategory, [string, string, number][]> = {
  info: [
    ['Today on Board', 'The day’s activities, shows and dining highlights.', 30],
    ['Captain’s Update', 'The captain reports on the route, the weather and tomorrow’s port.', 15],
    ['Safety Briefing', 'How to find your muster station and what to do in an emergency.', 15],
    ['Excursion Preview', 'What to expect ashore tomorrow and which tours still have places.', 45],
    ['Ship Tour', 'A walk through the decks, from the bridge to the engine control room.', 30],
    ['Guest Services Q&A', 'Answers to the most common questions of the week.', 30],
    ['Spa and Wellness', 'Treatments, offers and a short stretching session.', 30],
  ],
  news: [
    ['World News', 'The latest headlines from around the world.', 30],
    ['Business Today', 'Markets, companies and the economy.', 30],
    ['Weather Report', 'Forecasts for the route and for home.', 15],
    ['Sports News', 'Results and highlights.', 15],
    ['In Depth', 'One story of the day explained in detail.', 45],
    ['Evening Edition', 'The day’s news in one hour.', 60],
  ],
  sport: [
    ['Football Classics', 'Great matches from the archive.', 120],
    ['Sailing Weekly', 'Regattas and ocean races.', 30],
    ['Tennis Highlights', 'The best rallies of the season.', 60],
    ['Golf Magazine', 'Tournaments and course reports.', 60],
    ['Cycling Tour Stage', 'A full mountain stage, replayed.', 150],
    ['Swim Meet', 'Championship finals.', 90],
  ],
  movies: [
    ['Crosswind', 'A grounded stunt pilot flies one last cargo run through a storm.', 120],
    ['Letters from Valletta', 'A translator uncovers a hidden wartime love story.', 120],
    ['The Kite Festival', 'A boy and his grandfather build a kite to win the town festival.', 90],
    ['Cabin 714', 'A passenger hears a scream from an empty cabin.', 105],
    ['Second Sunset', 'Two widowed travellers keep meeting at every stop.', 110],
    ['Tidal Lock', 'A courier crosses the frozen dark side of a planet.', 120],
  ],
  kids: [
    ['Captain Pip’s Adventures', 'Captain Pip and his animal crew sail to a new island.', 15],
    ['Tilly the Tugboat', 'The smallest tugboat in the harbour saves the day.', 30],
    ['Draw with Delphine the Dolphin', 'A drawing lesson for little artists.', 15],
    ['Sea Creature ABC', 'Learning letters with animals of the sea.', 15],
    ['Kids Club Live', 'Games and songs from the ship’s kids club.', 30],
    ['Bedtime Stories', 'Calm stories before sleep.', 15],
  ],
  docs: [
    ['Oceans Within', 'Following a drop of water from glacier to deep sea.', 90],
    ['Wild Coastlines', 'Cliffs, dunes and fjords of Europe.', 60],
    ['Engines of the Sea', 'How modern ships are built.', 90],
    ['Coral Cities', 'Inside the reefs that house a quarter of marine life.', 90],
    ['Whale Song', 'Recording humpback whales across a migration.', 90],
  ],
  music: [
    ['Lounge Hour', 'Relaxed jazz and lounge music videos.', 60],
    ['Classical Concert', 'A full symphony concert.', 120],
    ['Charts at Sea', 'The most played songs of the week.', 60],
    ['Live from the Piano Bar', 'Recorded on board last night.', 45],
    ['Night Grooves', 'Chill-out music for late hours.', 90],
  ],
  comedy: [
    ['Office at Sea', 'The back-office crew keeps the voyage running.', 30],
    ['Stand-up at the Starlight', 'Comedians recorded in the ship’s theatre.', 60],
    ['Island Detectives', 'Two retired officers solve small-town mysteries.', 45],
    ['Sketch Harbour', 'Short sketches from a seaside town.', 30],
    ['Wrong Way Round', 'A family holiday in the wrong country.', 95],
  ],
  lifestyle: [
    ['Deep Blue Kitchen', 'The signature dish of every port.', 30],
    ['Morning Stretch', 'Gentle exercises for every age.', 30],
    ['Markets of the Mediterranean', 'A food journey through harbour markets.', 75],
    ['Wine Country', 'Vineyards and winemakers of Europe.', 45],
    ['Pilates at Sea', 'A full pilates session with our fitness team.', 45],
    ['Travel Tips', 'Packing, currency and getting around in port.', 30],
  ],
};

// ------------------------------------------------------------------------------- people and large catalogues

const FIRST = ['Mara', 'Jonas', 'Elena', 'Tomasz', 'Ines', 'Ruben', 'Clara', 'Oskar', 'Leila', 'Matteo', 'Sophie', 'Arne', 'Noor', 'Pieter', 'Camille', 'Hugo', 'Freya', 'Luca', 'Amara', 'Felix', 'Greta', 'Yannick', 'Selma', 'Dario'];
const LAST = ['Quinn', 'Berger', 'Voss', 'Lindqvist', 'Moreau', 'de Vries', 'Castell', 'Novak', 'Okafor', 'Hansen', 'Romano', 'Duval', 'Keller', 'Janssen', 'Marín', 'Holt', 'Sørensen', 'Ferreira', 'Laurent', 'Baptiste', 'Kowalski', 'Whitfield', 'Amsel', 'Brandt'];

/** Invented cast and crew, stable per title id. */
export function peopleFor(id: number, rand: () => number): { actors: string[]; directors: string[] } {
  const name = () => `${FIRST[Math.floor(rand() * FIRST.length)]} ${LAST[Math.floor(rand() * LAST.length)]}`;
  const actors = new Set<string>();
  while (actors.size < 3 + (id % 2)) actors.add(name());
  return { actors: [...actors], directors: [name()] };
}

const ADJ = ['Silent', 'Golden', 'Distant', 'Broken', 'Hidden', 'Crimson', 'Midnight', 'Northern', 'Restless', 'Electric', 'Forgotten', 'Wandering', 'Burning', 'Frozen', 'Endless', 'Secret', 'Stolen', 'Velvet', 'Hollow', 'Bright', 'Savage', 'Gentle', 'Wild', 'Paper', 'Glass', 'Iron', 'Copper', 'Silver', 'Last', 'First'];
const NOUN = ['Harbour', 'Horizon', 'Tide', 'Compass', 'Island', 'Lantern', 'Voyage', 'Current', 'Coast', 'Signal', 'Garden', 'Bridge', 'Anchor', 'Summer', 'Winter', 'Frontier', 'Orchard', 'Station', 'Canyon', 'Mirror', 'Crown', 'River', 'Storm', 'Kingdom', 'Letter', 'Promise', 'Shadow', 'Archive', 'Meridian', 'Reef', 'Orbit', 'Engine', 'Carnival', 'Lighthouse', 'Circus', 'Ballad', 'Cipher', 'Outpost', 'Parade', 'Heist'];
const HOOK = [
  'A stranger arrives in a small town with a secret that changes everything.',
  'Two friends set out on a journey that tests everything they believe.',
  'An unlikely team races against time to stop a disaster.',
  'A family reunion goes wrong in the most unexpected way.',
  'A young woman discovers a talent that could save her community.',
  'A detective reopens a case everyone else wants forgotten.',
  'A musician chases one last chance at the big stage.',
  'An expedition finds more than it was looking for.',
];

/** Deterministic title, logline and genres for generated (large-catalogue) movie `n`. */
export function generatedMovie(n: number, rand: () => number): { title: string; short: string; genres: number[] } {
  const base = `The ${ADJ[n % ADJ.length]} ${NOUN[Math.floor(n / ADJ.length) % NOUN.length]}`;
  const round = Math.floor(n / (ADJ.length * NOUN.length));
  const title = round ? `${base} ${round + 1}` : base;
  const g1 = 1 + Math.floor(rand() * 8);
  const genres = rand() < 0.35 ? [g1, 1 + ((g1 + Math.floor(rand() * 6)) % 8)] : [g1];
  return { title, short: HOOK[n % HOOK.length]!, genres: [...new Set(genres)] };
}

export function generatedChannelName(n: number): string {
  return `Lido ${['Plus', 'Select', 'Prime', 'Max', 'One', 'Classic'][n % 6]} ${n + 1}`;
}
