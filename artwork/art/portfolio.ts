// The portfolio pieces (src/content/portfolio/<id>.en.yaml): art direction by piece id (layout, palette, motif and
// the fictional client copy drawn on the piece), fed to the layout generators in lib/layouts.ts. In that copy
// `{client}` is the client's name from the piece's file, `{siteName}` the agency's. A piece without art direction is drawn from its own
// content (client, title, category) in a layout chosen by its category.
import { ART_SIZE, type Art, draw, type Motif } from "#artwork/lib/layouts.ts";
import type { Pal } from "#artwork/lib/motifs.ts";
import { type Artwork, nameOnly, pick, raster, type SiteContent } from "#artwork/lib/types.ts";

const P = {
  espresso: { bg: "#F6EEE3", fg: "#3B2618", accent: "#C0692B", soft: "#E4CDB3", ink: "#2A1A10" },
  tea: { bg: "#0F3D2E", fg: "#F4EBD0", accent: "#E3B448", soft: "#3F7D5A", ink: "#0A2A1F" },
  surf: { bg: "#FFF4E0", fg: "#0B3954", accent: "#FF8C42", soft: "#7FD1E3", ink: "#08324A" },
  indigo: { bg: "#1D2A6B", fg: "#FFF6E5", accent: "#F5A623", soft: "#3E51A8", ink: "#111A47" },
  dev: { bg: "#0B1B2B", fg: "#E5E9F0", accent: "#2DD4BF", soft: "#23476B", ink: "#050E18" },
  avurudu: { bg: "#7A1F1F", fg: "#FFF3D6", accent: "#FFC94D", soft: "#A8432F", ink: "#4A0F0F" },
  ocean: { bg: "#0A2540", fg: "#E8F6FF", accent: "#7FDBFF", soft: "#1B4F7A", ink: "#061729" },
  silk: { bg: "#5C0F2E", fg: "#FFE8B3", accent: "#E8B923", soft: "#8C2451", ink: "#3A071C" },
  ella: { bg: "#EEF5EC", fg: "#1F3B2C", accent: "#D97B29", soft: "#A7C9A0", ink: "#17301F" },
  spice: { bg: "#8B2E16", fg: "#FFF1DC", accent: "#F2A541", soft: "#C4572F", ink: "#521A0C" },
  cinnamon: { bg: "#3E2A1E", fg: "#F7E7D3", accent: "#C97B3C", soft: "#6B8F4E", ink: "#24170F" },
  spa: { bg: "#0E5E6F", fg: "#F2FBF9", accent: "#F2B5A0", soft: "#5FB7B0", ink: "#093E49" },
  tuktuk: { bg: "#1E5631", fg: "#FFFFFF", accent: "#FFD23F", soft: "#4C9A5E", ink: "#123820" },
  roast: { bg: "#2B1B14", fg: "#F3E3CF", accent: "#D9A066", soft: "#6E4A34", ink: "#1A0F0A" },
  jaffna: { bg: "#B3261E", fg: "#FFF5E6", accent: "#F6B93B", soft: "#E0664F", ink: "#6E140F" },
  yoga: { bg: "#5B7F6A", fg: "#F6F3EC", accent: "#E8C07D", soft: "#A7BFA9", ink: "#2F4A3A" },
  fintech: { bg: "#2E2A85", fg: "#FFFFFF", accent: "#3DDC97", soft: "#6F69D9", ink: "#1A1760" },
  lodge: { bg: "#8C3B1F", fg: "#FBEFE3", accent: "#F2A65A", soft: "#5E7D3A", ink: "#4D1F0F" },
  jazz: { bg: "#0B1B2B", fg: "#F5F7FA", accent: "#F4A300", soft: "#23476B", ink: "#17314D" },
  sand: { bg: "#FBF3E4", fg: "#0B4F6C", accent: "#E07A5F", soft: "#9AD1D4", ink: "#08384D" },
  kottu: { bg: "#111111", fg: "#FFD400", accent: "#FF4D2E", soft: "#333333", ink: "#000000" },
  perahera: { bg: "#2B0F3A", fg: "#FFE9A8", accent: "#F4A300", soft: "#6A2C70", ink: "#1A0724" },
  honey: { bg: "#1F4E3D", fg: "#FFF4D6", accent: "#F4A300", soft: "#7BAE7F", ink: "#12301F" },
  namma: { bg: "#D81B60", fg: "#FFFFFF", accent: "#FFEB3B", soft: "#F06292", ink: "#7A0C35" },
  ayur: { bg: "#FAF3E3", fg: "#3D5A2A", accent: "#B5651D", soft: "#9DBF7A", ink: "#6B3E14" },
  island: { bg: "#E0F7F4", fg: "#0B3B3A", accent: "#0F766E", soft: "#7FDCCB", ink: "#0B3B3A" },
  property: { bg: "#10243A", fg: "#FFFFFF", accent: "#F4A300", soft: "#2F5D88", ink: "#0B1B2B" },
  threads: { bg: "#FFF7EC", fg: "#3A1C71", accent: "#D7263D", soft: "#F4A261", ink: "#3A1C71" },
  vidya: { bg: "#FFF8E1", fg: "#1A237E", accent: "#FF6F00", soft: "#90CAF9", ink: "#0D1452" },
  lit: { bg: "#0E4D64", fg: "#FFFFFF", accent: "#F4A300", soft: "#7EC8E3", ink: "#0A3346" },
  dive: { bg: "#006D77", fg: "#FFFFFF", accent: "#FFDDD2", soft: "#83C5BE", ink: "#023E44" },
  market: { bg: "#E9F5DB", fg: "#2D4A22", accent: "#E76F51", soft: "#90BE6D", ink: "#2D4A22" },
  biryani: { bg: "#FFF3E0", fg: "#4E1A0A", accent: "#E65100", soft: "#FFB74D", ink: "#4E1A0A" },
} as const satisfies Record<string, Pal>;

const swatches = (
  p: Pal,
  names: readonly [string, string, string, string],
): readonly (readonly [string, string])[] => [
  [p.bg, names[0]],
  [p.accent, names[1]],
  [p.soft, names[2]],
  [p.fg, names[3]],
];

/** Art direction by piece id. */
const portfolioArt: Record<string, Art> = {
  "lighthouse-roasters-opening": {
    layout: "social",
    pal: P.espresso,
    motif: "cup",
    kicker: "Now open · Pedlar Street",
    headline: "Slow mornings inside the Fort",
    sub: "Single-origin Sri Lankan coffee, roasted on site every Friday.",
    handle: "@lighthouse.roasters",
    cta: "Opens 7 am daily",
  },
  "pedro-ridge-first-flush": {
    layout: "social",
    variant: "full",
    pal: P.tea,
    motif: "hills",
    kicker: "Pedro Ridge · 1,900 m",
    headline: "First flush is here",
    sub: "Hand-plucked on the slopes above Nuwara Eliya",
    handle: "@pedroridgetea",
    cta: "Shop the harvest",
  },
  "whitewater-surf-week": {
    layout: "social",
    pal: P.surf,
    motif: "waves",
    kicker: "Surf week · May–Sept",
    headline: "Catch the Point at sunrise",
    sub: "7 nights, board hire and two coached sessions from LKR 84,000.",
    handle: "@whitewater.arugam",
    cta: "Book your week",
  },
  "dalada-batik-esala": {
    layout: "social",
    variant: "frame",
    pal: P.indigo,
    motif: "batik",
    kicker: "The Esala collection",
    headline: "Hand-waxed. Hand-dyed.",
    sub: "Sarongs, shirts and wall pieces from our Kandy studio.",
    handle: "@daladabatik",
    cta: "Shop now",
  },
  "kadalu-labs-hiring": {
    layout: "social",
    pal: P.dev,
    motif: "laptop",
    kicker: "Kadalu Labs is hiring",
    headline: "We're hiring React engineers",
    sub: "Indiranagar, Bengaluru · Hybrid · 3 open roles",
    handle: "@kadalulabs",
    cta: "Apply by 30 June",
  },
  "kaema-avurudu-boxes": {
    layout: "social",
    variant: "full",
    pal: P.avurudu,
    motif: "lamp",
    kicker: "Suba Aluth Avuruddak Wewa",
    headline: "Avurudu kavili boxes are back",
    sub: "Kokis, kavum, aasmi and mung kavum · order by 10 April",
    handle: "@kaema.bakehouse",
    cta: "Pre-order",
  },
  "blue-horizon-whales": {
    layout: "social",
    variant: "frame",
    pal: P.ocean,
    motif: "whale",
    kicker: "Mirissa · December to April",
    headline: "Blue whale season is open",
    sub: "Daily departures 6:30 am · marine naturalist on board",
    handle: "@bluehorizonmirissa",
    cta: "Book",
  },
  "meenakshi-silks-diwali": {
    layout: "social",
    pal: P.silk,
    motif: "mandala",
    kicker: "The Diwali edit",
    headline: "Kanchipuram silks, 20% off",
    sub: "In store at T. Nagar and online until 12 November.",
    handle: "@meenakshisilks",
    cta: "Shop the edit",
  },
  "nine-arches-review": {
    layout: "quote",
    pal: P.ella,
    motif: "hills",
    quote: "We woke up to the train crossing the bridge and breakfast on the balcony. Best stay of our trip.",
    author: "Sarah & Tom, stayed in March",
    handle: "@ninearches.ella",
    brand: "{client}",
  },
  "malabar-spice-feed": {
    layout: "grid",
    pal: P.spice,
    brand: "{client}",
    handle: "malabarspice.co",
    bio: "Single-origin spices from Kochi since 1962",
    tiles: [
      { word: "Pepper", motif: "leaf" },
      { word: "Cardamom", motif: "mandala" },
      { word: "Recipes", motif: "bowl" },
      { word: "Harvest", motif: "hills" },
      { word: "Gift box", motif: "batik" },
      { word: "Chai", motif: "cup" },
    ],
    caption: "Reel covers · highlight icons · 6-week content calendar",
    credit: "Designed by {siteName}",
  },
  "kurundu-cinnamon-identity": {
    layout: "board",
    pal: P.cinnamon,
    motif: "leaf",
    name: "Kurundu",
    tagline: "True Ceylon cinnamon",
    swatches: swatches(P.cinnamon, ["Bark", "Quill", "Leaf", "Cream"]),
    contact: "kurundu.lk · Galle",
  },
  "lagoon-lotus-spa-identity": {
    layout: "board",
    variant: "split",
    pal: P.spa,
    motif: "lotus",
    name: "Lagoon & Lotus",
    tagline: "Spa · Bentota",
    swatches: swatches(P.spa, ["Lagoon", "Coral", "Shallows", "Foam"]),
    contact: "lagoonlotus.lk · Bentota",
  },
  "tuktuk-trails-identity": {
    layout: "board",
    pal: P.tuktuk,
    motif: "palm",
    name: "{client}",
    tagline: "Colombo city tours",
    swatches: swatches(P.tuktuk, ["Bottle", "Three-wheel", "Leaf", "White"]),
    contact: "tuktuktrails.lk · Colombo",
  },
  "baba-budan-coffee-identity": {
    layout: "board",
    pal: P.roast,
    motif: "cup",
    name: "Baba Budan",
    tagline: "Coffee roasters",
    swatches: swatches(P.roast, ["Dark roast", "Crema", "Bean", "Milk"]),
    contact: "bababudan.in · Chikkamagaluru",
  },
  "nallur-kitchen-identity": {
    layout: "board",
    variant: "split",
    pal: P.jaffna,
    motif: "bowl",
    name: "{client}",
    tagline: "Jaffna home cooking",
    swatches: swatches(P.jaffna, ["Chilli", "Turmeric", "Paprika", "Coconut"]),
    contact: "nallurkitchen.lk · Jaffna",
  },
  "knuckles-yoga-identity": {
    layout: "board",
    pal: P.yoga,
    motif: "hills",
    name: "Knuckles Yoga",
    tagline: "Retreat · Matale",
    swatches: swatches(P.yoga, ["Sage", "Sunrise", "Mist", "Stone"]),
    contact: "knucklesyoga.lk · Matale",
  },
  "paisapath-identity": {
    layout: "board",
    variant: "split",
    pal: P.fintech,
    motif: "chart",
    name: "{client}",
    tagline: "Save a little, daily",
    swatches: swatches(P.fintech, ["Indigo", "Mint", "Lavender", "White"]),
    contact: "paisapath.in · Pune",
  },
  "lion-rock-lodge-identity": {
    layout: "board",
    variant: "split",
    pal: P.lodge,
    motif: "hills",
    name: "{client}",
    tagline: "Sigiriya",
    swatches: swatches(P.lodge, ["Terracotta", "Dusk", "Jungle", "Linen"]),
    contact: "lionrocklodge.lk · Sigiriya",
  },
  "galle-face-jazz-poster": {
    layout: "poster",
    pal: P.jazz,
    motif: "waves",
    kicker: "{client}",
    title: "Jazz by the Sea",
    details: ["14–16 March", "Galle Face Green", "6 pm till late", "Tickets LKR 3,500"],
    footer: "GALLEFACEJAZZ.LK",
  },
  "ocean-kitchen-menu": {
    layout: "menu",
    pal: P.sand,
    motif: "waves",
    name: "{client}",
    tagline: "Catch of the day, Unawatuna beach",
    currency: "Rs.",
    sections: [
      {
        title: "Starters",
        items: [
          ["Devilled prawns", "Tiger prawns, capsicum, tomato, spring onion", "2,450"],
          ["Isso vadai", "Lentil fritters topped with prawns, lime", "1,200"],
          ["Calamari rings", "Crisp squid, garlic aioli", "1,850"],
        ],
      },
      {
        title: "From the grill",
        items: [
          ["Seer fish steak", "Lime butter, pol sambol, herbed rice", "3,900"],
          ["Lagoon crab curry", "Jaffna spices, roast paan", "5,600"],
          ["Grilled lobster", "Half lobster, garlic butter, salad", "8,900"],
        ],
      },
    ],
    footer: "Open daily 11 am – 10 pm · Served with love on the bay",
  },
  "pedro-ridge-packaging": {
    layout: "pack",
    pal: P.tea,
    motif: "hills",
    shape: "box",
    brand: "Pedro Ridge",
    product: "Single Estate",
    detail: "Black tea · Nuwara Eliya · OP1",
    weight: "100 g · Loose leaf",
    backdrop: "#E8E1D3",
  },
  "kottu-republic-menu": {
    layout: "menu",
    pal: P.kottu,
    motif: "bowl",
    name: "{client}",
    tagline: "Chop chop since 2019 · Colombo 03",
    currency: "Rs.",
    sections: [
      {
        title: "Kottu",
        items: [
          ["Chicken cheese kottu", "Godamba roti, curry chicken, mozzarella", "1,650"],
          ["Dolphin kottu", "Our signature, with egg and vegetables", "1,450"],
          ["Seafood kottu", "Prawns, cuttlefish, chilli paste", "1,950"],
        ],
      },
      {
        title: "Hoppers & drinks",
        items: [
          ["Egg hopper", "With lunu miris and seeni sambol", "350"],
          ["Faluda", "Rose syrup, basil seeds, ice cream", "750"],
          ["Ginger beer", "House-brewed, extra spicy", "450"],
        ],
      },
    ],
    footer: "Order at the counter · Delivery on Uber Eats & PickMe Food",
  },
  "kandy-perahera-poster": {
    layout: "poster",
    variant: "bottom",
    pal: P.perahera,
    motif: "mandala",
    kicker: "{client} presents",
    title: "Esala Nights Walk",
    details: [
      "A guided heritage walk around the lake",
      "Every Friday in August · 7 pm",
      "Starts at the Queen's Hotel",
    ],
    footer: "KANDYARTS.LK · FREE ENTRY",
  },
  "wild-bee-honey-label": {
    layout: "pack",
    pal: P.honey,
    motif: "leaf",
    shape: "jar",
    brand: "Wild Bee",
    product: "Forest Honey",
    detail: "Raw · Wilpattu forest edge",
    weight: "350 g",
    backdrop: "#F3E9D2",
  },
  "namma-design-week-poster": {
    layout: "poster",
    pal: P.namma,
    motif: "leaf",
    kicker: "Namma Design Week 2025",
    title: "Make it Local",
    details: ["6–8 February", "Bengaluru International Centre", "40 speakers", "namma.design"],
    footer: "REGISTER AT NAMMA.DESIGN",
  },
  "vaidya-herbals-packaging": {
    layout: "pack",
    pal: P.ayur,
    motif: "leaf",
    shape: "bottle",
    brand: "Vaidya Herbals",
    product: "Kumkumadi",
    detail: "Face oil · Saffron & neem",
    weight: "30 ml",
    backdrop: "#DCE8D5",
  },
  "islandhop-coast-banner": {
    layout: "banner",
    pal: P.island,
    motif: "palm",
    kicker: "{client}",
    headline: "Seven days, three coasts",
    sub: "Galle, Trincomalee and Pasikudah with a private driver. From LKR 145,000 per person.",
    cta: "See the itinerary",
    brand: "IslandHop",
    badge: "7 days|3 coasts",
  },
  "havelock-residences-ads": {
    layout: "banner",
    variant: "ads",
    pal: P.property,
    motif: "chart",
    kicker: "Now selling",
    headline: "Own the view from LKR\u00a048\u00a0M",
    sub: "",
    cta: "Book a viewing",
    brand: "{client}",
  },
  "lanka-threads-sale": {
    layout: "banner",
    pal: P.threads,
    motif: "batik",
    kicker: "Avurudu Sale",
    headline: "New outfits for the new year",
    sub: "Sarees, shirts and kids' wear, delivered island-wide in 48 hours.",
    cta: "Shop the sale",
    brand: "{client}",
    badge: "40%|OFF",
  },
  "vidya-spark-leadgen": {
    layout: "banner",
    variant: "ads",
    pal: P.vidya,
    motif: "laptop",
    kicker: "Online tutoring",
    headline: "Book a free demo class",
    sub: "",
    cta: "Book now",
    brand: "{client}",
  },
  "galle-lit-fest-email": {
    layout: "email",
    pal: P.lit,
    motif: "waves",
    brand: "{client}",
    subject: "The 2025 line-up is here",
    headline: "Four days of books by the ramparts",
    body: "Thirty writers from Sri Lanka, India and beyond, readings in the Fort and a night market on the lawn.",
    cta: "Get early-bird tickets",
    items: [
      ["Opening night at the Dutch Hospital", "Thursday 23 January, 6 pm"],
      ["Writing the island: a panel", "Friday, Hall de Galle"],
      ["Children's storytelling morning", "Saturday, Court Square"],
    ],
  },
  "coral-bay-divers-banner": {
    layout: "banner",
    pal: P.dive,
    motif: "whale",
    kicker: "Coral Bay Divers · Trincomalee",
    headline: "PADI Open Water in four days",
    sub: "Small groups, Pigeon Island reef dives, equipment included.",
    cta: "Reserve a place",
    brand: "{client}",
    badge: "4|days",
  },
  "good-market-flyer": {
    layout: "poster",
    variant: "bottom",
    pal: P.market,
    motif: "leaf",
    kicker: "Good Market · Colombo 07",
    title: "Saturday, made local",
    details: [
      "Organic produce, crafts and street food",
      "Every Saturday · 9 am – 4 pm",
      "Racecourse grounds, Reid Avenue",
    ],
    footer: "BRING YOUR OWN BAG · GOODMARKET.LK",
  },
  "paradise-lane-biryani": {
    layout: "banner",
    pal: P.biryani,
    motif: "bowl",
    kicker: "Paradise Lane · Hyderabad",
    headline: "Dum biryani at your door in 30 minutes",
    sub: "Slow-cooked in sealed handis. Order on Swiggy and Zomato.",
    cta: "Order now",
    brand: "Paradise Lane",
    badge: "30|minutes",
  },
};

type Piece = SiteContent["portfolioPieces"][number];

/** Fills `{client}` and `{siteName}` in every text of the art direction. */
function filled<T>(value: T, words: { client: string; siteName: string }): T {
  if (typeof value === "string")
    return value.replaceAll("{client}", words.client).replaceAll("{siteName}", words.siteName) as T;
  if (Array.isArray(value)) return value.map((item) => filled(item, words)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v, words)])) as T;
  return value;
}

const MOTIFS: readonly Motif[] = [
  "cup",
  "hills",
  "waves",
  "batik",
  "mandala",
  "palm",
  "lotus",
  "leaf",
  "bowl",
];
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** A piece without art direction, drawn from its content in a layout that suits its category. */
function defaultArt({ id, data }: Piece): Art {
  const pal = pick(id, Object.values(P));
  const motif = pick(id, MOTIFS, "motif");
  const client = nameOnly(data.client);
  const place = data.client.includes(",") ? data.client.slice(data.client.indexOf(",") + 1).trim() : "";
  const category = data.category;
  if (/social/i.test(category))
    return {
      layout: "social",
      pal,
      motif,
      kicker: place || category,
      headline: client,
      sub: data.title,
      handle: `@${slug(client)}`,
      cta: category,
    };
  if (/brand/i.test(category))
    return {
      layout: "board",
      pal,
      motif,
      name: client,
      tagline: place || data.title,
      swatches: swatches(pal, ["Primary", "Accent", "Soft", "Light"]),
      contact: place ? `${slug(client)}.com · ${place}` : `${slug(client)}.com`,
    };
  if (/market|campaign|ads/i.test(category))
    return {
      layout: "banner",
      pal,
      motif,
      kicker: category,
      headline: data.title,
      sub: data.client,
      cta: client,
      brand: client,
    };
  return {
    layout: "poster",
    pal,
    motif,
    kicker: client,
    title: data.title,
    details: [category, place].filter(Boolean),
    footer: `${slug(client)}.com`.toUpperCase(),
  };
}

/** How a piece is drawn: its art direction with the names filled in, or the default from its content. */
export function portfolioArtFor(piece: Piece, siteName: string): Art {
  const direction = portfolioArt[piece.id];
  return direction ? filled(direction, { client: nameOnly(piece.data.client), siteName }) : defaultArt(piece);
}

/** `portfolio/<id>`: every piece without a photo. */
export function portfolioArtwork(content: SiteContent): Artwork[] {
  const siteName = content.identity[0]!.data.name;
  return content.portfolioPieces
    .filter((piece) => !piece.data.image.photo)
    .map((piece) => {
      const art = portfolioArtFor(piece, siteName);
      const [width, height] = ART_SIZE[art.layout];
      return raster(`portfolio/${piece.id}`, width, height, () => draw(art));
    });
}
