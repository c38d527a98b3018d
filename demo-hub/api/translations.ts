/**
 * The operator's own texts in the guest's language (de, fr, nl; en is the seed's): the events of
 * the daily programme and of the timetable articles (titles, places, categories, levels), the
 * voyage's day titles, the onboard excursions (names, types, tags, descriptions) and the
 * activity, dining and spa venues (the ship's, the hotel's, the airport's).
 * An operator's CMS keeps a text per language; the demo hub keeps the English seed and these
 * translations, applied when answering in the caller's language (`lang` query or Accept-Language).
 * Names of places and shows (Horizon Restaurant, Broadway Nights) stay as they are.
 */
import type { Lang } from '../lib/http.ts';

type Other = [de: string, fr: string, nl: string];
const INDEX: Record<Exclude<Lang, 'en'>, number> = { de: 0, fr: 1, nl: 2 };

const TEXTS: Record<string, Other> = {
  // programme events: titles
  Breakfast: ['Frühstück', 'Petit-déjeuner', 'Ontbijt'],
  'Morning stretch': ['Morgen-Stretching', 'Étirements du matin', 'Ochtendstretching'],
  'Kids Club: pirate adventure': ['Kinderclub: Piratenabenteuer', 'Club enfants : aventure de pirates', 'Kinderclub: piratenavontuur'],
  'Welcome aboard lunch': ['Willkommens-Mittagessen', 'Déjeuner de bienvenue', 'Welkomstlunch'],
  'Safety drill': ['Sicherheitsübung', 'Exercice de sécurité', 'Veiligheidsoefening'],
  'Sail-away party': ['Auslaufparty', 'Fête du départ', 'Uitvaarfeest'],
  'Wine tasting: Mediterranean reds': ['Weinprobe: Rotweine des Mittelmeers', 'Dégustation : rouges de Méditerranée', 'Wijnproeverij: mediterrane rode wijnen'],
  'Pool games': ['Poolspiele', 'Jeux autour de la piscine', 'Zwembadspelen'],
  'Spa open day': ['Tag der offenen Tür im Spa', 'Journée portes ouvertes au spa', 'Open dag in de spa'],
  'Cooking demonstration': ['Kochvorführung', 'Démonstration culinaire', 'Kookdemonstratie'],
  'Excursion meeting point': ['Treffpunkt für Ausflüge', 'Rendez-vous des excursions', 'Verzamelpunt voor excursies'],
  'All aboard': ['Alle an Bord', 'Tous à bord', 'Iedereen aan boord'],
  'Live band': ['Live-Band', 'Groupe live', 'Liveband'],
  'Silent disco': ['Silent Disco', 'Silent disco', 'Silent disco'],
  Disembarkation: ['Ausschiffung', 'Débarquement', 'Ontscheping'],
  'Piano at sunset': ['Klavier zum Sonnenuntergang', 'Piano au coucher du soleil', 'Piano bij zonsondergang'],
  'Sunrise guitar': ['Gitarre zum Sonnenaufgang', 'Guitare au lever du soleil', 'Gitaar bij zonsopgang'],
  'Sunrise yoga': ['Yoga zum Sonnenaufgang', 'Yoga au lever du soleil', 'Yoga bij zonsopgang'],
  Spinning: ['Spinning', 'Spinning', 'Spinning'],
  'Crew drill (guests stay in public areas)': [
    'Übung der Crew (Gäste bleiben in den öffentlichen Bereichen)',
    'Exercice de l’équipage (les passagers restent dans les espaces communs)',
    'Oefening van de bemanning (gasten blijven in de openbare ruimtes)',
  ],
  // programme events: categories (timetables, daily schedules) and levels (the programme's filter)
  Dining: ['Restaurants', 'Restauration', 'Dineren'],
  Fitness: ['Fitness', 'Fitness', 'Fitness'],
  Kids: ['Kinder', 'Enfants', 'Kinderen'],
  Safety: ['Sicherheit', 'Sécurité', 'Veiligheid'],
  Entertainment: ['Unterhaltung', 'Divertissement', 'Entertainment'],
  Talks: ['Vorträge', 'Conférences', 'Lezingen'],
  'Food & Drink': ['Essen & Trinken', 'Gastronomie', 'Eten & drinken'],
  Wellness: ['Wellness', 'Bien-être', 'Wellness'],
  Excursions: ['Ausflüge', 'Excursions', 'Excursies'],
  Port: ['Hafen', 'Escale', 'Haven'],
  Show: ['Show', 'Spectacle', 'Show'],
  Music: ['Musik', 'Musique', 'Muziek'],
  Family: ['Familie', 'Famille', 'Gezin'],
  Active: ['Aktiv', 'Actif', 'Actief'],
  Adults: ['Erwachsene', 'Adultes', 'Volwassenen'],
  // the voyage's day titles
  'Barcelona (embarkation)': ['Barcelona (Einschiffung)', 'Barcelone (embarquement)', 'Barcelona (inscheping)'],
  'Barcelona (disembarkation)': ['Barcelona (Ausschiffung)', 'Barcelone (débarquement)', 'Barcelona (ontscheping)'],
  'At sea': ['Auf See', 'En mer', 'Op zee'],
  'Palma de Mallorca': ['Palma de Mallorca', 'Palma de Majorque', 'Palma de Mallorca'],
  'Ajaccio, Corsica': ['Ajaccio, Korsika', 'Ajaccio, Corse', 'Ajaccio, Corsica'],
  'Livorno (Florence and Pisa)': ['Livorno (Florenz und Pisa)', 'Livourne (Florence et Pise)', 'Livorno (Florence en Pisa)'],
  'Civitavecchia (Rome)': ['Civitavecchia (Rom)', 'Civitavecchia (Rome)', 'Civitavecchia (Rome)'],
  'Katakolon (Olympia), Greece': ['Katakolon (Olympia), Griechenland', 'Katakolon (Olympie), Grèce', 'Katakolon (Olympia), Griekenland'],
  'Messina, Sicily': ['Messina, Sizilien', 'Messine, Sicile', 'Messina, Sicilië'],
  'Villefranche (Nice and Monaco)': ['Villefranche (Nizza und Monaco)', 'Villefranche (Nice et Monaco)', 'Villefranche (Nice en Monaco)'],
  // onboard excursions: names, types and tags
  'Behind the scenes: galley tour': [
    'Hinter den Kulissen: Führung durch die Kombüse',
    'Dans les coulisses : visite des cuisines',
    'Achter de schermen: rondleiding door de kombuis',
  ],
  'Bridge visit with the officers': [
    'Besuch auf der Brücke mit den Offizieren',
    'Visite de la passerelle avec les officiers',
    'Bezoek aan de brug met de officieren',
  ],
  'Mixology at sea': ['Cocktailkunst auf See', 'Mixologie en mer', 'Mixologie op zee'],
  'Pasta cooking class': ['Kochkurs: Pasta', 'Cours de cuisine : les pâtes', 'Kookles: pasta'],
  'Watercolour workshop': ['Aquarell-Workshop', 'Atelier d’aquarelle', 'Aquarelworkshop'],
  'Wine appreciation': ['Weinseminar', 'Initiation au vin', 'Wijn leren proeven'],
  'Sunrise yoga on deck': ['Yoga zum Sonnenaufgang an Deck', 'Yoga au lever du soleil sur le pont', 'Yoga bij zonsopgang aan dek'],
  "Kids' pirate club": ['Piratenclub für Kinder', 'Club des pirates pour enfants', 'Piratenclub voor kinderen'],
  'Teen DJ workshop': ['DJ-Workshop für Jugendliche', 'Atelier DJ pour ados', 'DJ-workshop voor tieners'],
  'Cinema under the stars': ['Kino unter Sternen', 'Cinéma sous les étoiles', 'Bioscoop onder de sterren'],
  'Spa taster session': ['Spa zum Kennenlernen', 'Découverte du spa', 'Kennismaking met de spa'],
  'Ship tour': ['Schiffsführung', 'Visite du navire', 'Scheepsrondleiding'],
  'Food and drink': ['Essen und Trinken', 'Gastronomie', 'Eten en drinken'],
  Sightseeing: ['Besichtigung', 'Visites', 'Bezienswaardigheden'],
  Walking: ['Zu Fuß', 'À pied', 'Wandelen'],
  Boat: ['Boot', 'Bateau', 'Boot'],
  Coach: ['Bus', 'Autocar', 'Touringcar'],
  Workshop: ['Workshop', 'Atelier', 'Workshop'],
  'Family friendly': ['Familienfreundlich', 'Adapté aux familles', 'Gezinsvriendelijk'],
  'Moderate walking': ['Mäßig viel zu Fuß', 'Marche modérée', 'Matig veel wandelen'],
  'Wheelchair accessible': ['Rollstuhlgerecht', 'Accessible en fauteuil roulant', 'Rolstoeltoegankelijk'],
  'Culture and history': ['Kultur und Geschichte', 'Culture et histoire', 'Cultuur en geschiedenis'],
  'On the water': ['Auf dem Wasser', 'Sur l’eau', 'Op het water'],
  // onboard excursions: descriptions (HTML as seeded)
  '<p>About 3 km on cobbled streets, some steps.</p>': [
    '<p>Etwa 3 km auf Kopfsteinpflaster, einige Stufen.</p>',
    '<p>Environ 3 km sur des pavés, quelques marches.</p>',
    '<p>Ongeveer 3 km over kinderkopjes, enkele trappen.</p>',
  ],
  '<p>Little walking; suitable for most guests.</p>': [
    '<p>Wenig Gehen; für die meisten Gäste geeignet.</p>',
    '<p>Peu de marche ; convient à la plupart des passagers.</p>',
    '<p>Weinig lopen; geschikt voor de meeste gasten.</p>',
  ],
  '<p>Wear comfortable shoes and bring sun protection and water.</p>': [
    '<p>Tragen Sie bequeme Schuhe und nehmen Sie Sonnenschutz und Wasser mit.</p>',
    '<p>Portez des chaussures confortables et emportez une protection solaire et de l’eau.</p>',
    '<p>Draag comfortabele schoenen en neem zonbescherming en water mee.</p>',
  ],
  // places
  'Sports Deck': ['Sportdeck', 'Pont sportif', 'Sportdek'],
  'Kids Club': ['Kinderclub', 'Club enfants', 'Kinderclub'],
  'Your muster station': ['Ihre Sammelstelle', 'Votre point de rassemblement', 'Uw verzamelpunt'],
  'See your cruise card': ['Siehe Ihre Bordkarte', 'Voir votre carte de croisière', 'Zie uw cruisekaart'],
  'Aurora Theatre': ['Aurora-Theater', 'Théâtre Aurora', 'Aurora Theater'],
  Gangway: ['Gangway', 'Passerelle', 'Loopplank'],
  Atrium: ['Atrium', 'Atrium', 'Atrium'],
  'Fitness centre': ['Fitnesscenter', 'Salle de fitness', 'Fitnesscentrum'],
  'Whole ship': ['Ganzes Schiff', 'Tout le navire', 'Hele schip'],
  'All decks': ['Alle Decks', 'Tous les ponts', 'Alle dekken'],
  'Until late': ['Bis spät', 'Jusque tard', 'Tot laat'],
  'Card room': ['Kartenraum', 'Salle de cartes', 'Kaartkamer'],
  'Sports deck': ['Sportdeck', 'Pont sportif', 'Sportdek'],
  Galley: ['Kombüse', 'Cuisines', 'Kombuis'],
  'Tender platform': ['Tenderplattform', 'Plateforme des navettes', 'Tenderplatform'],
  // programme events: overviews
  'A full buffet and à la carte breakfast.': [
    'Ein reichhaltiges Frühstücksbuffet und Frühstück à la carte.',
    'Un buffet complet et un petit-déjeuner à la carte.',
    'Een uitgebreid ontbijtbuffet en ontbijt à la carte.',
  ],
  'Start the day with a gentle stretch in the sea air.': [
    'Beginnen Sie den Tag mit sanftem Stretching in der Seeluft.',
    'Commencez la journée par des étirements doux au grand air.',
    'Begin de dag met rustig stretchen in de zeelucht.',
  ],
  'Treasure maps, costumes and a pirate quiz for ages 3 to 12.': [
    'Schatzkarten, Kostüme und ein Piratenquiz für 3- bis 12-Jährige.',
    'Cartes au trésor, déguisements et quiz de pirates pour les 3 à 12 ans.',
    'Schatkaarten, verkleedkleren en een piratenquiz voor kinderen van 3 tot 12 jaar.',
  ],
  'Enjoy your first lunch on board while your luggage is delivered.': [
    'Genießen Sie Ihr erstes Mittagessen an Bord, während Ihr Gepäck gebracht wird.',
    'Profitez de votre premier déjeuner à bord pendant que vos bagages sont livrés.',
    'Geniet van uw eerste lunch aan boord terwijl uw bagage wordt bezorgd.',
  ],
  'Attendance is mandatory for all guests.': [
    'Die Teilnahme ist für alle Gäste Pflicht.',
    'La présence est obligatoire pour tous les passagers.',
    'Deelname is verplicht voor alle gasten.',
  ],
  'Wave goodbye to Barcelona with music and cocktails.': [
    'Verabschieden Sie sich mit Musik und Cocktails von Barcelona.',
    'Dites au revoir à Barcelone en musique et avec des cocktails.',
    'Zwaai Barcelona uit met muziek en cocktails.',
  ],
  'Five wines from the regions we visit, with our sommelier.': [
    'Fünf Weine aus den Regionen unserer Reise, mit unserem Sommelier.',
    'Cinq vins des régions que nous visitons, avec notre sommelier.',
    'Vijf wijnen uit de streken die we bezoeken, met onze sommelier.',
  ],
  'Team games around the pool. Prizes for the winners.': [
    'Teamspiele rund um den Pool. Preise für die Gewinner.',
    'Jeux d’équipe autour de la piscine. Des prix pour les gagnants.',
    'Teamspelen rond het zwembad. Prijzen voor de winnaars.',
  ],
  'Tour the spa and win a treatment.': [
    'Besichtigen Sie das Spa und gewinnen Sie eine Behandlung.',
    'Visitez le spa et gagnez un soin.',
    'Bekijk de spa en win een behandeling.',
  ],
  'Our head chef prepares a three-course menu. Tasting included.': [
    'Unser Küchenchef bereitet ein Drei-Gänge-Menü zu. Verkostung inklusive.',
    'Notre chef prépare un menu en trois plats. Dégustation comprise.',
    'Onze chef-kok bereidt een driegangenmenu. Proeverij inbegrepen.',
  ],
  'Guests on organised tours meet here. Please bring your ticket.': [
    'Treffpunkt für Gäste organisierter Ausflüge. Bitte bringen Sie Ihr Ticket mit.',
    'Les passagers des excursions organisées se retrouvent ici. Munissez-vous de votre billet.',
    'Gasten van georganiseerde excursies verzamelen hier. Neem uw ticket mee.',
  ],
  'Live music on deck as we set sail.': [
    'Livemusik an Deck beim Auslaufen.',
    'Musique live sur le pont au moment du départ.',
    'Livemuziek aan dek terwijl we uitvaren.',
  ],
  'Dance the night away with the Aurora Band.': [
    'Tanzen Sie die Nacht durch mit der Aurora Band.',
    'Dansez toute la nuit avec l’Aurora Band.',
    'Dans de hele nacht met de Aurora Band.',
  ],
  'Three channels, one dance floor. Headphone hire applies.': [
    'Drei Kanäle, eine Tanzfläche. Kopfhörer gegen Gebühr.',
    'Trois canaux, une piste de danse. Location de casque payante.',
    'Drie kanalen, één dansvloer. Huur van koptelefoons is betaald.',
  ],
  'Please leave your cabin by 08:00. Disembarkation by colour group.': [
    'Bitte verlassen Sie Ihre Kabine bis 08:00 Uhr. Ausschiffung nach Farbgruppen.',
    'Merci de libérer votre cabine avant 08:00. Débarquement par groupe de couleur.',
    'Verlaat uw hut uiterlijk om 08:00 uur. Ontscheping per kleurgroep.',
  ],
  'A preview for crew and early guests.': [
    'Eine Vorpremiere für Crew und früh angereiste Gäste.',
    'Une avant-première pour l’équipage et les premiers passagers.',
    'Een voorpremière voor de bemanning en vroege gasten.',
  ],
  'Tonight’s production show.': ['Die Show des heutigen Abends.', 'Le spectacle de ce soir.', 'De show van vanavond.'],
  'Classics and film music on the grand piano.': [
    'Klassik und Filmmusik am Flügel.',
    'Classiques et musiques de films au piano à queue.',
    'Klassiekers en filmmuziek op de vleugel.',
  ],
  'Dance music from the 60s to today.': [
    'Tanzmusik von den 60ern bis heute.',
    'Musique dansante des années 60 à aujourd’hui.',
    'Dansmuziek van de jaren 60 tot nu.',
  ],
  'An early acoustic set (already over today).': [
    'Ein frühes Akustik-Set (heute schon vorbei).',
    'Un set acoustique matinal (déjà terminé aujourd’hui).',
    'Een vroege akoestische set (vandaag al voorbij).',
  ],
  'Bring a towel; mats are provided.': [
    'Bringen Sie ein Handtuch mit; Matten sind vorhanden.',
    'Apportez une serviette ; les tapis sont fournis.',
    'Neem een handdoek mee; matten zijn aanwezig.',
  ],
  'Charge 10.00 per class.': ['10,00 pro Kurs.', '10,00 par cours.', '10,00 per les.'],
  'A crew-only drill. Announcements will be made.': [
    'Eine Übung nur für die Crew. Es gibt Durchsagen.',
    'Un exercice réservé à l’équipage. Des annonces seront faites.',
    'Een oefening alleen voor de bemanning. Er volgen omroepberichten.',
  ],
  // venues: categories
  'Sports & fitness': ['Sport & Fitness', 'Sport et fitness', 'Sport & fitness'],
  'Climbing, golf and more.': ['Klettern, Golf und mehr.', 'Escalade, golf et plus encore.', 'Klimmen, golf en meer.'],
  'Classes & workshops': ['Kurse & Workshops', 'Cours et ateliers', 'Lessen & workshops'],
  'Learn something new at sea.': ['Lernen Sie auf See etwas Neues.', 'Apprenez quelque chose de nouveau en mer.', 'Leer iets nieuws op zee.'],
  'Family fun': ['Familienspaß', 'Plaisirs en famille', 'Familieplezier'],
  'For the whole family.': ['Für die ganze Familie.', 'Pour toute la famille.', 'Voor het hele gezin.'],
  Massages: ['Massagen', 'Massages', 'Massages'],
  'Relax and unwind.': ['Entspannen Sie sich.', 'Détendez-vous.', 'Ontspan helemaal.'],
  Facials: ['Gesichtsbehandlungen', 'Soins du visage', 'Gezichtsbehandelingen'],
  'Glow for the gala night.': ['Strahlend zum Galaabend.', 'Rayonnez pour la soirée de gala.', 'Stralend naar de galaavond.'],
  'Hair & beauty': ['Haare & Beauty', 'Coiffure et beauté', 'Haar & beauty'],
  'Salon treatments.': ['Behandlungen im Salon.', 'Soins au salon.', 'Behandelingen in de salon.'],
  // venues: names that are not proper names
  'Climbing wall': ['Kletterwand', 'Mur d’escalade', 'Klimmuur'],
  'Golf simulator': ['Golfsimulator', 'Simulateur de golf', 'Golfsimulator'],
  'Painting workshop': ['Malworkshop', 'Atelier de peinture', 'Schilderworkshop'],
  'Cocktail masterclass': ['Cocktail-Masterclass', 'Masterclass cocktails', 'Cocktailmasterclass'],
  'Bridge club': ['Bridgeclub', 'Club de bridge', 'Bridgeclub'],
  'Family treasure hunt': ['Schatzsuche für Familien', 'Chasse au trésor en famille', 'Schattenjacht voor het gezin'],
  'Aqua park': ['Aquapark', 'Parc aquatique', 'Waterpark'],
  'Table tennis tournament': ['Tischtennisturnier', 'Tournoi de tennis de table', 'Tafeltennistoernooi'],
  'Escape room': ['Escape Room', 'Escape game', 'Escaperoom'],
  'Chef’s table': ['Chef’s Table', 'Table du chef', 'Chef’s table'],
  'Hot stone massage': ['Hot-Stone-Massage', 'Massage aux pierres chaudes', 'Hotstonemassage'],
  'Swedish massage': ['Schwedische Massage', 'Massage suédois', 'Zweedse massage'],
  'Hydrating facial': ['Feuchtigkeitspflege für das Gesicht', 'Soin hydratant du visage', 'Hydraterende gezichtsbehandeling'],
  'Men’s facial': ['Gesichtsbehandlung für Herren', 'Soin du visage pour homme', 'Gezichtsbehandeling voor heren'],
  'Blow-dry': ['Föhnfrisur', 'Brushing', 'Föhnen'],
  Manicure: ['Maniküre', 'Manucure', 'Manicure'],
  'Thermal suite': ['Thermalbereich', 'Espace thermal', 'Thermale suite'],
  // venues: descriptions (HTML as seeded)
  '<p>Climb 12 metres above the sea. Harness and shoes provided.</p>': [
    '<p>Klettern Sie 12 Meter über dem Meer. Gurt und Schuhe werden gestellt.</p>',
    '<p>Grimpez à 12 mètres au-dessus de la mer. Baudrier et chaussons fournis.</p>',
    '<p>Klim 12 meter boven de zee. Klimgordel en schoenen worden verstrekt.</p>',
  ],
  '<p>Play 40 famous courses on our simulator.</p>': [
    '<p>Spielen Sie 40 berühmte Plätze auf unserem Simulator.</p>',
    '<p>Jouez 40 parcours célèbres sur notre simulateur.</p>',
    '<p>Speel 40 beroemde banen op onze simulator.</p>',
  ],
  '<p>Paint the Mediterranean coast with our artist in residence.</p>': [
    '<p>Malen Sie die Mittelmeerküste mit unserer Künstlerin an Bord.</p>',
    '<p>Peignez la côte méditerranéenne avec notre artiste en résidence.</p>',
    '<p>Schilder de Middellandse Zeekust met onze huiskunstenaar.</p>',
  ],
  '<p>Shake three classic cocktails and learn the stories behind them.</p>': [
    '<p>Mixen Sie drei klassische Cocktails und erfahren Sie ihre Geschichte.</p>',
    '<p>Préparez trois cocktails classiques et découvrez leur histoire.</p>',
    '<p>Shake drie klassieke cocktails en hoor de verhalen erachter.</p>',
  ],
  '<p>Meet fellow players every sea day. No booking needed.</p>': [
    '<p>Treffen Sie an jedem Seetag Mitspieler. Keine Buchung nötig.</p>',
    '<p>Retrouvez d’autres joueurs chaque jour en mer. Sans réservation.</p>',
    '<p>Ontmoet medespelers op elke zeedag. Reserveren is niet nodig.</p>',
  ],
  '<p>Follow the clues all over the ship.</p>': [
    '<p>Folgen Sie den Hinweisen über das ganze Schiff.</p>',
    '<p>Suivez les indices à travers tout le navire.</p>',
    '<p>Volg de aanwijzingen door het hele schip.</p>',
  ],
  '<p>Three slides and a splash zone. Open daily 10:00 to 18:00.</p>': [
    '<p>Drei Rutschen und ein Planschbereich. Täglich von 10:00 bis 18:00 Uhr geöffnet.</p>',
    '<p>Trois toboggans et une zone de jeux d’eau. Ouvert tous les jours de 10:00 à 18:00.</p>',
    '<p>Drie glijbanen en een spetterzone. Dagelijks open van 10:00 tot 18:00 uur.</p>',
  ],
  '<p>Knock-out tournament on the sports deck. Bats and balls provided.</p>': [
    '<p>K.-o.-Turnier auf dem Sportdeck. Schläger und Bälle werden gestellt.</p>',
    '<p>Tournoi à élimination directe sur le pont sportif. Raquettes et balles fournies.</p>',
    '<p>Knock-outtoernooi op het sportdek. Batjes en ballen worden verstrekt.</p>',
  ],
  '<p>Solve the captain’s riddle in 60 minutes. For teams of two to six.</p>': [
    '<p>Lösen Sie das Rätsel des Kapitäns in 60 Minuten. Für Teams von zwei bis sechs.</p>',
    '<p>Résolvez l’énigme du capitaine en 60 minutes. Pour des équipes de deux à six.</p>',
    '<p>Los het raadsel van de kapitein op in 60 minuten. Voor teams van twee tot zes.</p>',
  ],
  '<p>Our main restaurant: five courses every evening.</p>': [
    '<p>Unser Hauptrestaurant: jeden Abend fünf Gänge.</p>',
    '<p>Notre restaurant principal : cinq plats chaque soir.</p>',
    '<p>Ons hoofdrestaurant: elke avond vijf gangen.</p>',
  ],
  '<p>Dry-aged steaks and fresh seafood.</p>': [
    '<p>Dry-Aged-Steaks und frische Meeresfrüchte.</p>',
    '<p>Steaks maturés et fruits de mer frais.</p>',
    '<p>Dry-aged steaks en verse zeevruchten.</p>',
  ],
  '<p>Japanese grill, cooked at your table.</p>': [
    '<p>Japanischer Grill, an Ihrem Tisch zubereitet.</p>',
    '<p>Grill japonais, cuisiné à votre table.</p>',
    '<p>Japanse grill, aan uw tafel bereid.</p>',
  ],
  '<p>Pasta and pizza from our wood-fired oven.</p>': [
    '<p>Pasta und Pizza aus unserem Holzofen.</p>',
    '<p>Pâtes et pizzas de notre four à bois.</p>',
    '<p>Pasta en pizza uit onze houtoven.</p>',
  ],
  '<p>Eight courses at the galley’s own table, with the head chef.</p>': [
    '<p>Acht Gänge am Tisch in der Kombüse, mit dem Küchenchef.</p>',
    '<p>Huit plats à la table des cuisines, avec le chef.</p>',
    '<p>Acht gangen aan de tafel in de kombuis, met de chef-kok.</p>',
  ],
  '<p>Casual buffet dining by the pool, no reservations.</p>': [
    '<p>Ungezwungenes Buffet am Pool, ohne Reservierung.</p>',
    '<p>Buffet décontracté au bord de la piscine, sans réservation.</p>',
    '<p>Informeel buffet bij het zwembad, zonder reservering.</p>',
  ],
  '<p>Warm basalt stones release tension.</p>': [
    '<p>Warme Basaltsteine lösen Verspannungen.</p>',
    '<p>Des pierres de basalte chaudes libèrent les tensions.</p>',
    '<p>Warme basaltstenen nemen spanning weg.</p>',
  ],
  '<p>The classic full-body massage.</p>': [
    '<p>Die klassische Ganzkörpermassage.</p>',
    '<p>Le massage complet du corps classique.</p>',
    '<p>De klassieke massage van het hele lichaam.</p>',
  ],
  '<p>Restores moisture after a day in the sun.</p>': [
    '<p>Spendet Feuchtigkeit nach einem Tag in der Sonne.</p>',
    '<p>Réhydrate la peau après une journée au soleil.</p>',
    '<p>Herstelt het vocht na een dag in de zon.</p>',
  ],
  '<p>Deep cleansing and a relaxing massage.</p>': [
    '<p>Tiefenreinigung und eine entspannende Massage.</p>',
    '<p>Nettoyage en profondeur et massage relaxant.</p>',
    '<p>Dieptereiniging en een ontspannende massage.</p>',
  ],
  '<p>Ready for the gala evening.</p>': ['<p>Bereit für den Galaabend.</p>', '<p>Prête pour la soirée de gala.</p>', '<p>Klaar voor de galaavond.</p>'],
  '<p>Shape, cuticle care and polish.</p>': [
    '<p>Formen, Nagelhautpflege und Lack.</p>',
    '<p>Limage, soin des cuticules et vernis.</p>',
    '<p>Vijlen, nagelriemverzorging en lak.</p>',
  ],
  '<p>Sauna, steam room and heated loungers. Day passes at the spa desk.</p>': [
    '<p>Sauna, Dampfbad und beheizte Liegen. Tagespässe am Spa-Empfang.</p>',
    '<p>Sauna, hammam et transats chauffants. Pass journée à l’accueil du spa.</p>',
    '<p>Sauna, stoombad en verwarmde ligstoelen. Dagpassen bij de spabalie.</p>',
  ],
  // venues: just to know
  'Minimum height 1.20 m. Closed in strong winds.': [
    'Mindestgröße 1,20 m. Bei starkem Wind geschlossen.',
    'Taille minimale 1,20 m. Fermé par vent fort.',
    'Minimale lengte 1,20 m. Gesloten bij harde wind.',
  ],
  'Guests must be 18 or older.': [
    'Gäste müssen mindestens 18 Jahre alt sein.',
    'Réservé aux passagers de 18 ans et plus.',
    'Gasten moeten 18 jaar of ouder zijn.',
  ],
  'Children under 8 must be accompanied.': [
    'Kinder unter 8 Jahren nur in Begleitung.',
    'Les enfants de moins de 8 ans doivent être accompagnés.',
    'Kinderen onder 8 jaar moeten begeleid worden.',
  ],
  'Teams of two to six guests.': ['Teams von zwei bis sechs Gästen.', 'Équipes de deux à six passagers.', 'Teams van twee tot zes gasten.'],
  'Cover charge 35.00 per guest. Smart casual.': [
    'Gedeckpreis 35,00 pro Gast. Smart Casual.',
    'Couvert 35,00 par personne. Tenue chic décontractée.',
    'Couvert 35,00 per gast. Smart casual.',
  ],
  'Wine pairing included. Smart attire.': [
    'Weinbegleitung inklusive. Elegante Kleidung.',
    'Accord mets et vins compris. Tenue élégante.',
    'Wijnarrangement inbegrepen. Nette kleding.',
  ],
  'Please arrive 15 minutes early.': ['Bitte kommen Sie 15 Minuten früher.', 'Merci d’arriver 15 minutes en avance.', 'Kom alstublieft 15 minuten eerder.'],
  // the resort's entertainment programme (./cms/resort.ts): titles, places, overviews
  'Beach yoga': ['Yoga am Strand', 'Yoga sur la plage', 'Yoga op het strand'],
  'Mini Club: games and crafts': ['Mini Club: Spiele und Basteln', 'Mini Club : jeux et bricolage', 'Miniclub: spelletjes en knutselen'],
  'Aqua fitness': ['Aquafitness', 'Aquagym', 'Aquafitness'],
  'Beach volleyball': ['Beachvolleyball', 'Beach-volley', 'Beachvolleybal'],
  'Paella cooking class': ['Paella-Kochkurs', 'Cours de cuisine : la paella', 'Kookles: paella'],
  // a resort excursion booked by the seeded resort guests (./personal/resort.ts; the catalogue's own names)
  'Flamenco night with tapas': ['Flamenco-Abend mit Tapas', 'Soirée flamenco et tapas', 'Flamencoavond met tapas'],
  'Welcome drink': ['Begrüßungsdrink', 'Cocktail de bienvenue', 'Welkomstdrankje'],
  'Sunset DJ': ['DJ zum Sonnenuntergang', 'DJ au coucher du soleil', 'DJ bij zonsondergang'],
  'Mini disco': ['Minidisco', 'Mini-disco', 'Minidisco'],
  'Beach terrace': ['Strandterrasse', 'Terrasse de la plage', 'Strandterras'],
  'Main pool': ['Hauptpool', 'Piscine principale', 'Hoofdzwembad'],
  'Mini Club': ['Mini Club', 'Mini Club', 'Miniclub'],
  Beach: ['Strand', 'Plage', 'Strand'],
  'Rooftop bar': ['Dachterrassen-Bar', 'Bar sur le toit', 'Rooftopbar'],
  'Garden stage': ['Gartenbühne', 'Scène du jardin', 'Tuinpodium'],
  'Lobby bar': ['Lobbybar', 'Bar du hall', 'Lobbybar'],
  'In front of the hotel': ['Vor dem Hotel', 'Devant l’hôtel', 'Voor het hotel'],
  'Pool terrace': ['Poolterrasse', 'Terrasse de la piscine', 'Zwembadterras'],
  'Garden level': ['Gartenebene', 'Niveau jardin', 'Tuinniveau'],
  '8th floor': ['8. Stock', '8e étage', '8e verdieping'],
  Gardens: ['Gärten', 'Jardins', 'Tuinen'],
  Lobby: ['Lobby', 'Hall', 'Lobby'],
  'Gentle yoga to the sound of the waves. Mats are provided.': [
    'Sanftes Yoga beim Rauschen der Wellen. Matten werden gestellt.',
    'Un yoga doux au son des vagues. Tapis fournis.',
    'Rustige yoga op het geluid van de golven. Matten zijn aanwezig.',
  ],
  'Games, crafts and a treasure hunt for ages 4 to 12.': [
    'Spiele, Basteln und eine Schatzsuche für 4- bis 12-Jährige.',
    'Jeux, bricolage et chasse au trésor pour les 4 à 12 ans.',
    'Spelletjes, knutselen en een speurtocht voor kinderen van 4 tot 12 jaar.',
  ],
  'A workout in the water, for all ages and levels.': [
    'Training im Wasser, für jedes Alter und jedes Niveau.',
    'Un entraînement dans l’eau, pour tous les âges et tous les niveaux.',
    'Een training in het water, voor alle leeftijden en niveaus.',
  ],
  'Teams are made up on the spot; everyone can join.': [
    'Die Teams werden vor Ort gebildet; alle können mitmachen.',
    'Les équipes se forment sur place ; tout le monde peut participer.',
    'De teams worden ter plekke gevormd; iedereen kan meedoen.',
  ],
  'Cook a paella with our chef and eat it together. 35.00 per person.': [
    'Kochen Sie mit unserem Küchenchef eine Paella und essen Sie sie gemeinsam. 35,00 pro Person.',
    'Préparez une paella avec notre chef et dégustez-la ensemble. 35,00 par personne.',
    'Maak met onze chef-kok een paella en eet hem samen op. 35,00 per persoon.',
  ],
  'Meet the team and hear what the week has in store.': [
    'Lernen Sie das Team kennen und erfahren Sie, was die Woche bringt.',
    'Rencontrez l’équipe et découvrez le programme de la semaine.',
    'Maak kennis met het team en hoor wat de week brengt.',
  ],
  'Cocktails and a DJ set as the sun goes down.': [
    'Cocktails und ein DJ-Set zum Sonnenuntergang.',
    'Cocktails et DJ set au coucher du soleil.',
    'Cocktails en een dj-set terwijl de zon ondergaat.',
  ],
  'Dance along with the Mini Club team.': [
    'Tanzen Sie mit dem Team des Mini Clubs.',
    'Dansez avec l’équipe du Mini Club.',
    'Dans mee met het team van de miniclub.',
  ],
  'The evening show on the garden stage.': [
    'Die Abendshow auf der Gartenbühne.',
    'Le spectacle du soir sur la scène du jardin.',
    'De avondshow op het tuinpodium.',
  ],
  // the resort's programme (./programme.ts): what the entertainment programme adds
  'A buffet with fresh juices, churros and eggs cooked to order.': [
    'Ein Buffet mit frischen Säften, Churros und Eiern nach Wunsch.',
    'Un buffet avec jus frais, churros et œufs préparés à la demande.',
    'Een buffet met verse sappen, churros en eieren naar wens bereid.',
  ],
  'Dinner buffet': ['Abendbuffet', 'Buffet du dîner', 'Dinerbuffet'],
  'A different theme every night, from Catalan and Italian to grill and seafood.': [
    'Jeden Abend ein anderes Thema, von katalanisch und italienisch bis Grill und Meeresfrüchte.',
    'Un thème différent chaque soir, de la cuisine catalane et italienne aux grillades et fruits de mer.',
    'Elke avond een ander thema, van Catalaans en Italiaans tot grill en zeevruchten.',
  ],
  'Live music': ['Livemusik', 'Musique live', 'Livemuziek'],
  'Guitar and vocals by the bar until late.': [
    'Gitarre und Gesang an der Bar bis spät in die Nacht.',
    'Guitare et chant au bar jusque tard dans la nuit.',
    'Gitaar en zang aan de bar tot laat.',
  ],
  'Tennis clinic': ['Tennistraining', 'Stage de tennis', 'Tennisclinic'],
  'Improve your strokes with our coach. 15.00 per person; book at the spa desk.': [
    'Verbessern Sie Ihre Schläge mit unserem Trainer. 15,00 pro Person; Anmeldung am Spa-Empfang.',
    'Améliorez vos coups avec notre entraîneur. 15,00 par personne ; inscription à l’accueil du spa.',
    'Verbeter uw slagen met onze trainer. 15,00 per persoon; boeken bij de spabalie.',
  ],
  'Cava tasting': ['Cava-Verkostung', 'Dégustation de cava', 'Cavaproeverij'],
  'Three cavas from the Penedès with our sommelier. 18.00 per person.': [
    'Drei Cavas aus dem Penedès mit unserem Sommelier. 18,00 pro Person.',
    'Trois cavas du Penedès avec notre sommelier. 18,00 par personne.',
    'Drie cava’s uit de Penedès met onze sommelier. 18,00 per persoon.',
  ],
  'Lower ground floor': ['Untergeschoss', 'Sous-sol', 'Souterrain'],
  'Ground floor, garden side': ['Erdgeschoss, Gartenseite', 'Rez-de-chaussée, côté jardin', 'Begane grond, tuinzijde'],
  // the resort's venues (./venues/resort.ts): categories
  'Tennis, the gym and sport on the beach.': [
    'Tennis, Fitnessraum und Sport am Strand.',
    'Tennis, salle de sport et sport sur la plage.',
    'Tennis, de fitnessruimte en sport op het strand.',
  ],
  'Water sports': ['Wassersport', 'Sports nautiques', 'Watersport'],
  'Paddle boards and kayaks from the beach kiosk.': [
    'Paddleboards und Kajaks vom Strandkiosk.',
    'Paddles et kayaks au kiosque de la plage.',
    'Suppen en kajakken vanaf de strandkiosk.',
  ],
  'Classes & tastings': ['Kurse & Verkostungen', 'Cours et dégustations', 'Lessen & proeverijen'],
  'Cook, mix and taste with our team.': [
    'Kochen, mixen und probieren mit unserem Team.',
    'Cuisinez, mixez et dégustez avec notre équipe.',
    'Koken, mixen en proeven met ons team.',
  ],
  'Care for your skin after the sun.': [
    'Pflege für Ihre Haut nach der Sonne.',
    'Prenez soin de votre peau après le soleil.',
    'Verzorging voor uw huid na de zon.',
  ],
  // the resort's venues: names that are not proper names
  'Tennis court': ['Tennisplatz', 'Court de tennis', 'Tennisbaan'],
  'Personal training': ['Personal Training', 'Coaching personnel', 'Personal training'],
  'Stand-up paddle lesson': ['Stand-up-Paddling-Kurs', 'Cours de stand-up paddle', 'Les stand-up paddle'],
  'Kayak along the coast': ['Kajaktour entlang der Küste', 'Kayak le long de la côte', 'Kajakken langs de kust'],
  'Mini Club (4 to 12 years)': ['Mini Club (4 bis 12 Jahre)', 'Mini Club (4 à 12 ans)', 'Miniclub (4 tot 12 jaar)'],
  'Garden treasure hunt': ['Schatzsuche im Garten', 'Chasse au trésor dans le jardin', 'Speurtocht in de tuin'],
  'Water slides': ['Wasserrutschen', 'Toboggans aquatiques', 'Waterglijbanen'],
  'Pool bar': ['Poolbar', 'Bar de la piscine', 'Zwembadbar'],
  'Olive oil massage': ['Olivenölmassage', 'Massage à l’huile d’olive', 'Olijfoliemassage'],
  'Sports massage': ['Sportmassage', 'Massage sportif', 'Sportmassage'],
  'After-sun facial': ['After-Sun-Gesichtsbehandlung', 'Soin du visage après-soleil', 'Aftersun-gezichtsbehandeling'],
  Pedicure: ['Pediküre', 'Pédicure', 'Pedicure'],
  'Sauna & indoor pool': ['Sauna & Hallenbad', 'Sauna et piscine intérieure', 'Sauna & binnenzwembad'],
  // the resort's venues: descriptions (HTML as seeded)
  '<p>Our clay court in the hotel gardens, floodlit in the evening.</p>': [
    '<p>Unser Sandplatz im Hotelgarten, abends mit Flutlicht.</p>',
    '<p>Notre court en terre battue dans les jardins de l’hôtel, éclairé le soir.</p>',
    '<p>Onze gravelbaan in de hoteltuin, ’s avonds verlicht.</p>',
  ],
  '<p>An hour in the gym with one of our trainers, planned around your goals.</p>': [
    '<p>Eine Stunde im Fitnessraum mit einem unserer Trainer, ganz nach Ihren Zielen.</p>',
    '<p>Une heure en salle de sport avec l’un de nos coachs, selon vos objectifs.</p>',
    '<p>Een uur in de fitnessruimte met een van onze trainers, afgestemd op uw doelen.</p>',
  ],
  '<p>Teams are made up on the spot every afternoon at 16:00; everyone can join.</p>': [
    '<p>Die Teams werden jeden Nachmittag um 16:00 Uhr vor Ort gebildet; alle können mitmachen.</p>',
    '<p>Les équipes se forment sur place chaque après-midi à 16:00 ; tout le monde peut participer.</p>',
    '<p>De teams worden elke middag om 16:00 uur ter plekke gevormd; iedereen kan meedoen.</p>',
  ],
  '<p>Learn to stand and paddle on calm water with our instructor, then explore the coast.</p>': [
    '<p>Lernen Sie mit unserem Lehrer auf ruhigem Wasser stehen und paddeln und erkunden Sie dann die Küste.</p>',
    '<p>Apprenez à vous tenir debout et à pagayer sur une eau calme avec notre moniteur, puis explorez la côte.</p>',
    '<p>Leer met onze instructeur staan en peddelen op kalm water en verken daarna de kust.</p>',
  ],
  '<p>A guided paddle along the beaches to the Olympic marina and back, with a swim stop.</p>': [
    '<p>Eine geführte Paddeltour entlang der Strände zur olympischen Marina und zurück, mit Badestopp.</p>',
    '<p>Une sortie guidée le long des plages jusqu’à la marina olympique et retour, avec une pause baignade.</p>',
    '<p>Een begeleide tocht langs de stranden naar de olympische jachthaven en terug, met een zwemstop.</p>',
  ],
  '<p>Cook a paella with our chef and eat it together on the terrace.</p>': [
    '<p>Kochen Sie mit unserem Küchenchef eine Paella und essen Sie sie gemeinsam auf der Terrasse.</p>',
    '<p>Préparez une paella avec notre chef et dégustez-la ensemble sur la terrasse.</p>',
    '<p>Maak met onze chef-kok een paella en eet hem samen op het terras.</p>',
  ],
  '<p>Shake three Mediterranean cocktails with our bartenders, with the best view of the coast.</p>': [
    '<p>Mixen Sie mit unseren Barkeepern drei mediterrane Cocktails, mit dem schönsten Blick auf die Küste.</p>',
    '<p>Préparez trois cocktails méditerranéens avec nos barmans, avec la plus belle vue sur la côte.</p>',
    '<p>Shake drie mediterrane cocktails met onze barmannen, met het mooiste uitzicht op de kust.</p>',
  ],
  '<p>Games, crafts, treasure hunts and a mini disco, every day from 10:00 to 13:00 and from 15:00 to 18:00.</p>': [
    '<p>Spiele, Basteln, Schatzsuchen und eine Minidisco, täglich von 10:00 bis 13:00 und von 15:00 bis 18:00 Uhr.</p>',
    '<p>Jeux, bricolage, chasses au trésor et mini-disco, tous les jours de 10:00 à 13:00 et de 15:00 à 18:00.</p>',
    '<p>Spelletjes, knutselen, speurtochten en een minidisco, elke dag van 10:00 tot 13:00 en van 15:00 tot 18:00 uur.</p>',
  ],
  '<p>Follow the clues through the gardens and around the pools. For families with children from 4.</p>': [
    '<p>Folgen Sie den Hinweisen durch die Gärten und rund um die Pools. Für Familien mit Kindern ab 4 Jahren.</p>',
    '<p>Suivez les indices dans les jardins et autour des piscines. Pour les familles avec enfants dès 4 ans.</p>',
    '<p>Volg de aanwijzingen door de tuinen en rond de zwembaden. Voor gezinnen met kinderen vanaf 4 jaar.</p>',
  ],
  '<p>Two water slides and a splash zone at the children’s pool, open daily 10:00 to 18:00.</p>': [
    '<p>Zwei Wasserrutschen und ein Planschbereich am Kinderbecken, täglich von 10:00 bis 18:00 Uhr geöffnet.</p>',
    '<p>Deux toboggans et une zone de jeux d’eau à la piscine des enfants, ouverts tous les jours de 10:00 à 18:00.</p>',
    '<p>Twee waterglijbanen en een spetterzone bij het kinderbad, dagelijks open van 10:00 tot 18:00 uur.</p>',
  ],
  '<p>Our buffet restaurant with show cooking: breakfast, and dinner with a different theme every night.</p>': [
    '<p>Unser Buffetrestaurant mit Showküche: Frühstück und jeden Abend ein Abendessen mit anderem Thema.</p>',
    '<p>Notre restaurant buffet avec cuisine ouverte : petit-déjeuner, et dîner avec un thème différent chaque soir.</p>',
    '<p>Ons buffetrestaurant met showcooking: ontbijt, en elke avond een diner met een ander thema.</p>',
  ],
  '<p>À la carte on the beach terrace: paella, grilled fish and tapas with a view of the sea.</p>': [
    '<p>À la carte auf der Strandterrasse: Paella, gegrillter Fisch und Tapas mit Meerblick.</p>',
    '<p>À la carte sur la terrasse de la plage : paella, poisson grillé et tapas avec vue sur la mer.</p>',
    '<p>À la carte op het strandterras: paella, gegrilde vis en tapas met uitzicht op zee.</p>',
  ],
  '<p>Catalan grill in the gardens: meat, fish and vegetables cooked over vine wood.</p>': [
    '<p>Katalanischer Grill im Garten: Fleisch, Fisch und Gemüse über Rebholz gegrillt.</p>',
    '<p>Grill catalan dans les jardins : viande, poisson et légumes cuits au feu de sarments.</p>',
    '<p>Catalaanse grill in de tuin: vlees, vis en groenten gegrild boven wijnrankhout.</p>',
  ],
  '<p>Sushi and robata grill, cooked in front of you at the counter.</p>': [
    '<p>Sushi und Robata-Grill, vor Ihren Augen an der Theke zubereitet.</p>',
    '<p>Sushis et grill robata, préparés devant vous au comptoir.</p>',
    '<p>Sushi en robatagrill, voor uw ogen aan de bar bereid.</p>',
  ],
  '<p>Seven courses at the kitchen’s own table, with our head chef and his team.</p>': [
    '<p>Sieben Gänge am Tisch in der Küche, mit unserem Küchenchef und seinem Team.</p>',
    '<p>Sept plats à la table de la cuisine, avec notre chef et son équipe.</p>',
    '<p>Zeven gangen aan de tafel in de keuken, met onze chef-kok en zijn team.</p>',
  ],
  '<p>Cocktails, fresh juices, ice cream and light snacks by the main pool, no reservations.</p>': [
    '<p>Cocktails, frische Säfte, Eis und kleine Snacks am Hauptpool, ohne Reservierung.</p>',
    '<p>Cocktails, jus frais, glaces et en-cas légers au bord de la piscine principale, sans réservation.</p>',
    '<p>Cocktails, verse sappen, ijs en lichte snacks bij het hoofdzwembad, zonder reservering.</p>',
  ],
  '<p>A Mediterranean full-body massage with warm local olive oil.</p>': [
    '<p>Eine mediterrane Ganzkörpermassage mit warmem Olivenöl aus der Region.</p>',
    '<p>Un massage méditerranéen du corps entier à l’huile d’olive locale tiède.</p>',
    '<p>Een mediterrane massage van het hele lichaam met warme olijfolie uit de streek.</p>',
  ],
  '<p>Deep work on tired muscles after tennis, paddling or a day of sightseeing.</p>': [
    '<p>Intensive Behandlung müder Muskeln nach Tennis, Paddeln oder einem Tag Sightseeing.</p>',
    '<p>Un travail en profondeur des muscles fatigués après le tennis, le paddle ou une journée de visites.</p>',
    '<p>Diepe behandeling van vermoeide spieren na tennis, peddelen of een dag sightseeing.</p>',
  ],
  '<p>Soothes and cools skin after a day at the beach, with aloe vera and cucumber.</p>': [
    '<p>Beruhigt und kühlt die Haut nach einem Tag am Strand, mit Aloe vera und Gurke.</p>',
    '<p>Apaise et rafraîchit la peau après une journée à la plage, à l’aloe vera et au concombre.</p>',
    '<p>Kalmeert en verkoelt de huid na een dag op het strand, met aloë vera en komkommer.</p>',
  ],
  '<p>Foot bath, scrub, nail care and polish: ready for sandals.</p>': [
    '<p>Fußbad, Peeling, Nagelpflege und Lack: bereit für Sandalen.</p>',
    '<p>Bain de pieds, gommage, soin des ongles et vernis : prêts pour les sandales.</p>',
    '<p>Voetbad, scrub, nagelverzorging en lak: klaar voor sandalen.</p>',
  ],
  '<p>Sauna, steam bath and a heated indoor pool, free for hotel guests.</p>': [
    '<p>Sauna, Dampfbad und ein beheiztes Hallenbad, für Hotelgäste kostenlos.</p>',
    '<p>Sauna, hammam et piscine intérieure chauffée, gratuits pour les clients de l’hôtel.</p>',
    '<p>Sauna, stoombad en een verwarmd binnenzwembad, gratis voor hotelgasten.</p>',
  ],
  // the resort's venues: just to know
  'Tennis shoes required. Rackets and balls at the spa desk.': [
    'Tennisschuhe erforderlich. Schläger und Bälle am Spa-Empfang.',
    'Chaussures de tennis obligatoires. Raquettes et balles à l’accueil du spa.',
    'Tennisschoenen verplicht. Rackets en ballen bij de spabalie.',
  ],
  'You must be able to swim. From 8 years.': [
    'Sie müssen schwimmen können. Ab 8 Jahren.',
    'Vous devez savoir nager. Dès 8 ans.',
    'U moet kunnen zwemmen. Vanaf 8 jaar.',
  ],
  'Bring a hat and sun cream; dry bags are provided.': [
    'Bringen Sie einen Hut und Sonnencreme mit; wasserdichte Beutel werden gestellt.',
    'Apportez un chapeau et de la crème solaire ; des sacs étanches sont fournis.',
    'Neem een hoed en zonnebrand mee; waterdichte tassen worden verstrekt.',
  ],
  'Free of charge. Register your children with your room number.': [
    'Kostenlos. Melden Sie Ihre Kinder mit Ihrer Zimmernummer an.',
    'Gratuit. Inscrivez vos enfants avec votre numéro de chambre.',
    'Gratis. Meld uw kinderen aan met uw kamernummer.',
  ],
  'Breakfast from 07:00 to 10:30, no reservation needed.': [
    'Frühstück von 07:00 bis 10:30 Uhr, ohne Reservierung.',
    'Petit-déjeuner de 07:00 à 10:30, sans réservation.',
    'Ontbijt van 07:00 tot 10:30 uur, reserveren is niet nodig.',
  ],
  'À la carte, charged to your room. Reservations recommended.': [
    'À la carte, auf Ihre Zimmerrechnung. Reservierung empfohlen.',
    'À la carte, facturé sur votre chambre. Réservation conseillée.',
    'À la carte, op uw kamerrekening. Reserveren aanbevolen.',
  ],
  'Smart casual. A children’s menu is available.': [
    'Smart Casual. Ein Kindermenü ist erhältlich.',
    'Tenue chic décontractée. Menu enfant disponible.',
    'Smart casual. Er is een kindermenu.',
  ],
  'Guests aged 16 and over.': ['Für Gäste ab 16 Jahren.', 'Pour les clients de 16 ans et plus.', 'Voor gasten vanaf 16 jaar.'],
  // the resort's venues: places
  'Tennis court, garden level': ['Tennisplatz, Gartenebene', 'Court de tennis, niveau jardin', 'Tennisbaan, tuinniveau'],
  'Gym, lower ground floor': ['Fitnessraum, Untergeschoss', 'Salle de sport, sous-sol', 'Fitnessruimte, souterrain'],
  'Beach, in front of the hotel': ['Strand, vor dem Hotel', 'Plage, devant l’hôtel', 'Strand, voor het hotel'],
  'Beach kiosk': ['Strandkiosk', 'Kiosque de la plage', 'Strandkiosk'],
  'La Terrassa, beach terrace': ['La Terrassa, Strandterrasse', 'La Terrassa, terrasse de la plage', 'La Terrassa, strandterras'],
  'Rooftop bar, 8th floor': ['Dachterrassen-Bar, 8. Stock', 'Bar sur le toit, 8e étage', 'Rooftopbar, 8e verdieping'],
  'Mini Club, garden level': ['Mini Club, Gartenebene', 'Mini Club, niveau jardin', 'Miniclub, tuinniveau'],
  'Children’s pool': ['Kinderbecken', 'Piscine des enfants', 'Kinderbad'],
  'Garden terrace': ['Gartenterrasse', 'Terrasse du jardin', 'Tuinterras'],
  'Lobby level': ['Lobbyebene', 'Niveau du hall', 'Lobbyniveau'],
  'Mar Blau kitchen, ground floor': ['Küche des Mar Blau, Erdgeschoss', 'Cuisine du Mar Blau, rez-de-chaussée', 'Keuken van Mar Blau, begane grond'],
  'Spa, lower ground floor': ['Spa, Untergeschoss', 'Spa, sous-sol', 'Spa, souterrain'],
  // the airport's restaurants and lounges (./venues/airport.ts)
  'Mirador restaurant': ['Restaurant Mirador', 'Restaurant Mirador', 'Restaurant Mirador'],
  'Es Racó tapas bar': ['Tapasbar Es Racó', 'Bar à tapas Es Racó', 'Tapasbar Es Racó'],
  'Formentor lounge': ['Formentor Lounge', 'Salon Formentor', 'Formentor-lounge'],
  'Valldemossa lounge': ['Valldemossa Lounge', 'Salon Valldemossa', 'Valldemossa-lounge'],
  'Arrivals café': ['Café in der Ankunftshalle', 'Café des arrivées', 'Aankomstcafé'],
  '<p>Mediterranean dishes with a view of the runway. Tell us your departure time and we serve you in good time.</p>': [
    '<p>Mediterrane Gerichte mit Blick auf die Startbahn. Nennen Sie uns Ihre Abflugzeit, und wir servieren rechtzeitig.</p>',
    '<p>Plats méditerranéens avec vue sur la piste. Indiquez-nous votre heure de départ et nous vous servons à temps.</p>',
    '<p>Mediterrane gerechten met uitzicht op de startbaan. Noem ons uw vertrektijd en wij serveren op tijd.</p>',
  ],
  '<p>Pa amb oli, tapas and Mallorcan wine at the bar, from the first flight on. No reservations.</p>': [
    '<p>Pa amb oli, Tapas und mallorquinischer Wein an der Bar, ab dem ersten Flug. Ohne Reservierung.</p>',
    '<p>Pa amb oli, tapas et vin de Majorque au bar, dès le premier vol. Sans réservation.</p>',
    '<p>Pa amb oli, tapas en Mallorcaanse wijn aan de bar, vanaf de eerste vlucht. Zonder reservering.</p>',
  ],
  '<p>Snacks, drinks, Wi-Fi and quiet areas for flights from modules C and D. Book an entry time and stay up to three hours.</p>': [
    '<p>Snacks, Getränke, WLAN und Ruhebereiche für Flüge ab den Modulen C und D. Buchen Sie eine Einlasszeit und bleiben Sie bis zu drei Stunden.</p>',
    '<p>En-cas, boissons, Wi-Fi et espaces calmes pour les vols des modules C et D. Réservez une heure d’entrée et restez jusqu’à trois heures.</p>',
    '<p>Snacks, drankjes, wifi en stille ruimtes voor vluchten vanaf de modules C en D. Boek een toegangstijd en blijf tot drie uur.</p>',
  ],
  '<p>Snacks, drinks, Wi-Fi and quiet areas for flights from module A. Book an entry time and stay up to three hours.</p>': [
    '<p>Snacks, Getränke, WLAN und Ruhebereiche für Flüge ab Modul A. Buchen Sie eine Einlasszeit und bleiben Sie bis zu drei Stunden.</p>',
    '<p>En-cas, boissons, Wi-Fi et espaces calmes pour les vols du module A. Réservez une heure d’entrée et restez jusqu’à trois heures.</p>',
    '<p>Snacks, drankjes, wifi en stille ruimtes voor vluchten vanaf module A. Boek een toegangstijd en blijf tot drie uur.</p>',
  ],
  '<p>Coffee, sandwiches and pastries before you leave the airport, around the clock.</p>': [
    '<p>Kaffee, Sandwiches und Gebäck, bevor Sie den Flughafen verlassen, rund um die Uhr.</p>',
    '<p>Café, sandwichs et viennoiseries avant de quitter l’aéroport, à toute heure.</p>',
    '<p>Koffie, broodjes en gebak voordat u de luchthaven verlaat, de klok rond.</p>',
  ],
  'Allow at least 45 minutes before your boarding time.': [
    'Planen Sie mindestens 45 Minuten vor Ihrer Boardingzeit ein.',
    'Prévoyez au moins 45 minutes avant l’heure d’embarquement.',
    'Reken op minstens 45 minuten vóór uw boardingtijd.',
  ],
  'Free with a lounge membership or a business-class ticket.': [
    'Kostenlos mit einer Lounge-Mitgliedschaft oder einem Business-Class-Ticket.',
    'Gratuit avec une carte de salon ou un billet en classe affaires.',
    'Gratis met een loungelidmaatschap of een ticket in de businessclass.',
  ],
  'Departures, central area after security': [
    'Abflug, zentraler Bereich nach der Sicherheitskontrolle',
    'Départs, zone centrale après les contrôles',
    'Vertrek, centrale zone na de beveiliging',
  ],
  'Departures, module C, upper floor': ['Abflug, Modul C, Obergeschoss', 'Départs, module C, étage supérieur', 'Vertrek, module C, bovenverdieping'],
  'Departures, module A': ['Abflug, Modul A', 'Départs, module A', 'Vertrek, module A'],
  'Arrivals hall, ground floor': ['Ankunftshalle, Erdgeschoss', 'Hall des arrivées, rez-de-chaussée', 'Aankomsthal, begane grond'],
};

const SIDES: Record<string, Other> = {
  forward: ['vorne', 'avant', 'voor'],
  aft: ['achtern', 'arrière', 'achter'],
  midships: ['mittschiffs', 'milieu', 'midscheeps'],
  'aft starboard': ['achtern Steuerbord', 'arrière tribord', 'achter stuurboord'],
  Studio: ['Atelier', 'Atelier', 'Atelier'],
};
const DECK: Other = ['Deck', 'Pont', 'Dek'];

/** Port names inside templated texts ("Port talk: Naples", "Tastes of Messina"). */
const PLACES: Record<string, Other> = {
  Naples: ['Neapel', 'Naples', 'Napels'],
  Messina: ['Messina', 'Messine', 'Messina'],
  Valencia: ['Valencia', 'Valence', 'Valencia'],
  Barcelona: ['Barcelona', 'Barcelone', 'Barcelona'],
  Livorno: ['Livorno', 'Livourne', 'Livorno'],
  Palma: ['Palma', 'Palma', 'Palma'],
  'Palma de Mallorca': ['Palma de Mallorca', 'Palma de Majorque', 'Palma de Mallorca'],
};

/** Texts built from a template: [pattern, the other languages' templates ($1 … the parts)]. */
const PATTERNS: [RegExp, Other][] = [
  // a venue booking's appointment ("La Terrassa (2 guests)", ./venues.ts)
  [/^(.+) \(1 guest\)$/, ['$1 (1 Gast)', '$1 (1 personne)', '$1 (1 gast)']],
  [/^(.+) \((\d+) guests\)$/, ['$1 ($2 Gäste)', '$1 ($2 personnes)', '$1 ($2 gasten)']],
  [/^Port talk: (.+)$/, ['Hafenvortrag: $1', 'Présentation de l’escale : $1', 'Havenpraatje: $1']],
  [
    /^What to see, eat and buy in (.+)\.$/,
    ['Was Sie in $1 sehen, essen und kaufen können.', 'Que voir, manger et acheter à $1.', 'Wat u in $1 kunt zien, eten en kopen.'],
  ],
  [/^Sail-away from (.+)$/, ['Auslaufen aus $1', 'Départ de $1', 'Vertrek uit $1']],
  [
    /^All guests must be back on board by (\d\d:\d\d)\.$/,
    ['Alle Gäste müssen bis $1 Uhr wieder an Bord sein.', 'Tous les passagers doivent être à bord à $1.', 'Alle gasten moeten om $1 uur weer aan boord zijn.'],
  ],
  [/^Showtime: (.+)$/, ['Abendshow: $1', 'Spectacle : $1', 'Avondshow: $1']],
  [/^Tonight's production show: (.+)\.$/, ['Die Show des heutigen Abends: $1.', 'Le spectacle de ce soir : $1.', 'De show van vanavond: $1.']],
  [/^Doors open (\d\d:\d\d)$/, ['Einlass $1 Uhr', 'Ouverture des portes à $1', 'Deuren open om $1 uur']],
  [/^Preview night: (.+)$/, ['Vorpremiere: $1', 'Avant-première : $1', 'Voorpremière: $1']],
  [/^Muster drill, station (\w)$/, ['Sammelübung, Station $1', 'Exercice de rassemblement, poste $1', 'Verzameloefening, station $1']],
  [/^Muster Station (\w)$/, ['Sammelstelle $1', 'Point de rassemblement $1', 'Verzamelpunt $1']],
  [
    /^Guests of muster station (\w): please bring your cruise card\.$/,
    [
      'Gäste der Sammelstelle $1: Bitte bringen Sie Ihre Bordkarte mit.',
      'Passagers du point de rassemblement $1 : munissez-vous de votre carte de croisière.',
      'Gasten van verzamelpunt $1: neem uw cruisekaart mee.',
    ],
  ],
  // onboard excursions of a port day ("Naples walking tour") and their descriptions
  [/^(.+) walking tour$/, ['Stadtrundgang in $1', 'Visite à pied de $1', 'Wandeltocht door $1']],
  [/^(.+) by boat$/, ['$1 vom Boot aus', '$1 en bateau', '$1 per boot']],
  [/^Tastes of (.+)$/, ['Kulinarisches $1', 'Saveurs de $1', 'Smaken van $1']],
  [/^(.+) panorama by coach$/, ['Panoramafahrt durch $1 mit dem Bus', 'Panorama de $1 en autocar', 'Panoramatour door $1 per touringcar']],
  [
    /^<p>(.+): discover the best of the ship with an experienced guide\.<\/p>$/,
    [
      '<p>$1: Entdecken Sie das Beste des Schiffs mit einer erfahrenen Führung.</p>',
      '<p>$1 : découvrez le meilleur du navire avec un guide expérimenté.</p>',
      '<p>$1: ontdek het beste van het schip met een ervaren gids.</p>',
    ],
  ],
  [
    /^<p>(.+): discover the best of (.+) with an experienced guide\.<\/p>$/,
    [
      '<p>$1: Entdecken Sie das Beste von $2 mit einer erfahrenen Führung.</p>',
      '<p>$1 : découvrez le meilleur de $2 avec un guide expérimenté.</p>',
      '<p>$1: ontdek het beste van $2 met een ervaren gids.</p>',
    ],
  ],
  [
    /^<p>Meet in the Aurora Theatre 15 minutes before (\d\d:\d\d)\.<\/p>$/,
    [
      '<p>Treffpunkt im Aurora-Theater 15 Minuten vor $1 Uhr.</p>',
      '<p>Rendez-vous au Théâtre Aurora 15 minutes avant $1.</p>',
      '<p>Verzamelen in het Aurora Theater 15 minuten voor $1 uur.</p>',
    ],
  ],
];

/** A seeded English text in `lang`: its translation, else the text as it is. */
export function inLanguage(text: string, lang: Lang): string;
export function inLanguage(text: string | null, lang: Lang): string | null;
export function inLanguage(text: string | null, lang: Lang): string | null {
  if (text === null || lang === 'en') return text;
  const i = INDEX[lang];
  const known = TEXTS[text];
  if (known) return known[i]!;
  for (const [pattern, templates] of PATTERNS) {
    const parts = pattern.exec(text);
    // each part in the language too: a place ("Naples"), an excursion's name in its description
    if (parts) return templates[i]!.replace(/\$(\d)/g, (_, n: string) => PLACES[parts[Number(n)]!]?.[i] ?? inLanguage(parts[Number(n)]!, lang));
  }
  // "Deck 5, aft", "Deck 14", "Deck 6, Studio", "Sky Bar, Deck 14", "Serenity Spa, Deck 10"
  const deck = /^(?:(.+), )?Deck (\d+)(?:, (.+))?$/.exec(text);
  if (deck) {
    const [, before, number, side] = deck;
    const sideText = side === undefined ? null : (SIDES[side]?.[i] ?? inLanguage(side, lang));
    return [before === undefined ? null : inLanguage(before, lang), `${DECK[i]} ${number}`, sideText].filter((part) => part !== null).join(', ');
  }
  return text;
}
