// Demo subcontractors (issue 12): Texas and neighbouring states, across the catalogue's divisions (CSI number →
// subdivision names of catalogue/data.ts). Fields: company, contact first/last, email domain, phone, city, state
// code, zip, street, division numbers, subdivision names, working states ('*' = National), labor/design, rating,
// bidding history, note, active.
export interface DemoSub {
  company: string; first: string; last: string; domain: string; phone: string; street: string; city: string; state: string; zip: string;
  divisions: string[]; subdivisions: string[]; states: string[] | '*'; labor: string[]; rating: number; history: string;
  note: string | null; active: boolean; manager: [string, string];
}

const S = (
  company: string, contact: string, domain: string, phone: string, address: string, divisions: string, subdivisions: string[],
  states: string, labor: string, rating: number, history: string, note: string | null, active = true, manager = 'Chris Walker',
): DemoSub => {
  const [first, last] = contact.split(' ') as [string, string];
  const [street, city, stateZip] = address.split(', ') as [string, string, string];
  const [state, zip] = stateZip.split(' ') as [string, string];
  const [mFirst, mLast] = manager.split(' ') as [string, string];
  return {
    company, first, last, domain, phone, street, city, state, zip, divisions: divisions.split(' '), subdivisions,
    states: states === '*' ? '*' : states.split(' '), labor: labor === '' ? [] : labor.split('|'), rating, history, note, active,
    manager: [mFirst, mLast],
  };
};

const CONCRETE = ['03 30 00 Cast-in-Place Concrete', '03 10 00 Concrete Forming and Accessories'];
const REBAR = ['03 20 00 Concrete Reinforcing'];
const STEEL = ['05 10 00 Structural Metal Framing', '05 50 00 Metal Fabrications'];
const DECK = ['05 30 00 Metal Decking'];
const FRAMING = ['06 10 00 Rough Carpentry'];
const FINISH_CARPENTRY = ['06 20 00 Finish Carpentry'];
const ROOFING = ['07 50 00 Membrane Roofing', '07 60 00 Flashing and Sheet Metal'];
const STEEP_ROOF = ['07 30 00 Steep Slope Roofing'];
const WATERPROOF = ['07 10 00 Dampproofing and Waterproofing', '07 90 00 Joint Protection'];
const DRYWALL = ['09 20 00 Plaster and Gypsum Board'];
const CEILINGS = ['09 50 00 Ceilings'];
const PAINT = ['09 90 00 Painting and Coating'];
const FLOORING = ['09 60 00 Flooring', '09 30 00 Tiling'];
const PLUMBING = ['22 10 00 Plumbing Piping', '22 40 00 Plumbing Fixtures'];
const PLUMB_EQUIP = ['22 30 00 Plumbing Equipment'];
const HVAC = ['23 30 00 HVAC Air Distribution', '23 70 00 Central HVAC Equipment'];
const HVAC_SMALL = ['23 80 00 Decentralized HVAC Equipment'];
const ELECTRICAL = ['26 05 00 Common Work Results for Electrical', '26 20 00 Low-Voltage Electrical Transmission'];
const LIGHTING = ['26 50 00 Lighting'];
const EARTH = ['31 20 00 Earth Moving', '31 10 00 Site Clearing'];
const PILES = ['31 60 00 Special Foundations and Load-Bearing Elements'];
const PAVING = ['32 10 00 Bases, Ballasts, and Paving'];
const LANDSCAPE = ['32 90 00 Planting'];
const MASONRY = ['04 20 00 Unit Masonry'];
const GLAZING = ['08 80 00 Glazing', '08 50 00 Windows'];
const DOORS = ['08 10 00 Doors and Frames'];
const DEMO = ['02 40 00 Demolition and Structure Moving'];

const BID = 'Has bid';
const NEVER = 'Has Never Bid Before';
const WON = 'Has Won Bid';

export const DEMO_SUBS: DemoSub[] = [
  S('Lone Star Concrete Works', 'Ramon Gutierrez', 'lonestarconcrete.demo', '(512) 555-2101', '4100 Industrial Blvd, Austin, TX 78744', '03', [...CONCRETE, ...REBAR], 'TX', 'Open Shop', 5, WON, 'Fast on slab-on-grade; prefers pours before 10 am in summer.', true, 'Dolores Medina'),
  S('Brazos Valley Ready Mix', 'Tom Hendricks', 'brazosreadymix.demo', '(979) 555-2102', '2200 Texas Ave S, College Station, TX 77840', '03', CONCRETE, 'TX', 'Supplier', 4, BID, 'Batch plant in Bryan; delivers within 60 miles.'),
  S('Permian Rebar & Placement', 'Luis Ortega', 'permianrebar.demo', '(432) 555-2103', '900 E Interstate 20, Odessa, TX 79761', '03', REBAR, 'TX NM', 'Union/Open Shop', 3, BID, null),
  S('Red River Structural Steel', 'Dale Whitaker', 'redriversteel.demo', '(903) 555-2104', '1500 N Grand Ave, Sherman, TX 75090', '05', [...STEEL, ...DECK], 'TX OK', 'Union', 5, WON, 'AISC certified fabricator and erector.', true, 'Karen Boyd'),
  S('Sooner Steel Erectors', 'Jake Holloway', 'soonersteel.demo', '(405) 555-2105', '3300 SW 29th St, Oklahoma City, OK 73119', '05', STEEL, 'OK TX AR', 'Union', 4, BID, null),
  S('Gulf Coast Metal Deck', 'Andre Fontenot', 'gulfcoastdeck.demo', '(337) 555-2106', '700 Commerce St, Lafayette, LA 70501', '05', DECK, 'LA TX', 'Open Shop', 3, NEVER, 'New to our list; references checked.'),
  S('Hill Country Framing', 'Bryce Nolan', 'hillcountryframing.demo', '(830) 555-2107', '210 Main St, Fredericksburg, TX 78624', '06', FRAMING, 'TX', 'Open Shop', 4, WON, 'Wood framing crews of 8 to 12.'),
  S('Trinity Carpentry Group', 'Megan Shaw', 'trinitycarpentry.demo', '(214) 555-2108', '1800 Irving Blvd, Dallas, TX 75207', '06', [...FRAMING, ...FINISH_CARPENTRY], 'TX OK', 'Union/Open Shop', 4, BID, null),
  S('Pecos Millwork & Trim', 'Ruben Salazar', 'pecosmillwork.demo', '(915) 555-2109', '5600 Alameda Ave, El Paso, TX 79905', '06', FINISH_CARPENTRY, 'TX NM', 'Open Shop', 3, BID, 'Shop drawings take two weeks.'),
  S('Apex Roofing Systems', 'Heather Lang', 'apexroofing.demo', '(281) 555-2110', '12000 Northwest Fwy, Houston, TX 77092', '07', ROOFING, '*', 'Open Shop', 5, WON, 'TPO and PVC; manufacturer-certified for 20-year warranties.', true, 'Victor Ramos'),
  S('Bayou Roofing & Sheet Metal', 'Pierre Landry', 'bayouroofing.demo', '(504) 555-2111', '4400 Earhart Blvd, New Orleans, LA 70125', '07', [...ROOFING, ...STEEP_ROOF], 'LA', 'Union', 4, BID, null),
  S('Ozark Shingle Company', 'Clint Barrett', 'ozarkshingle.demo', '(479) 555-2112', '800 S School Ave, Fayetteville, AR 72701', '07', STEEP_ROOF, 'AR OK', 'Open Shop', 2, NEVER, 'Residential focus; limited commercial experience.', false),
  S('DryTech Waterproofing', 'Sandra Kim', 'drytechwp.demo', '(210) 555-2113', '6500 Culebra Rd, San Antonio, TX 78238', '07', WATERPROOF, 'TX', 'Open Shop', 4, BID, null),
  S('Capital Drywall & Acoustics', 'Mike Driscoll', 'capitaldrywall.demo', '(512) 555-2114', '9200 N Lamar Blvd, Austin, TX 78753', '09', [...DRYWALL, ...CEILINGS], 'TX', 'Union/Open Shop', 5, WON, 'Level 5 finishes; strong on healthcare.', true, 'Jasmine Cole'),
  S('Mesa Interiors', 'Ana Villarreal', 'mesainteriors.demo', '(505) 555-2115', '2400 Menaul Blvd NE, Albuquerque, NM 87107', '09', [...DRYWALL, ...PAINT], 'NM TX', 'Open Shop', 3, BID, null),
  S('Arkansas Wall Systems', 'Greg Pruitt', 'arkwall.demo', '(501) 555-2116', '1100 E 6th St, Little Rock, AR 72202', '09', DRYWALL, 'AR', 'Union', 3, NEVER, null),
  S('Prairie Painting Co', 'Lisa Tran', 'prairiepainting.demo', '(806) 555-2117', '3400 34th St, Lubbock, TX 79410', '09', PAINT, 'TX NM', 'Open Shop', 4, BID, 'Can staff nights for occupied spaces.'),
  S('Texan Tile & Flooring', 'Javier Morales', 'texantile.demo', '(956) 555-2118', '1500 N 10th St, McAllen, TX 78501', '09', FLOORING, 'TX', 'Open Shop', 3, BID, null),
  S('Pinnacle Plumbing', 'Derrick Young', 'pinnacleplumbing.demo', '(817) 555-2119', '2700 Handley Ederville Rd, Fort Worth, TX 76118', '22', [...PLUMBING, ...PLUMB_EQUIP], 'TX OK', 'Union', 5, WON, 'Med gas certified.', true, 'Rita Alvarez'),
  S('Crescent City Plumbing', 'Marcus Broussard', 'crescentplumbing.demo', '(504) 555-2120', '3100 Tulane Ave, New Orleans, LA 70119', '22', PLUMBING, 'LA', 'Union', 4, BID, null),
  S('Rio Grande Mechanical', 'Hector Chavez', 'riograndemech.demo', '(915) 555-2121', '7100 Montana Ave, El Paso, TX 79925', '22 23', [...PLUMBING, ...HVAC], 'TX NM', 'Open Shop', 4, WON, 'Design-assist on mid-size projects.'),
  S('Comfort Air Contractors', 'Brian Foster', 'comfortair.demo', '(972) 555-2122', '1400 Summit Ave, Plano, TX 75074', '23', [...HVAC, ...HVAC_SMALL], 'TX', 'Open Shop', 4, BID, null),
  S('Polar Mechanical Services', 'Nathan Reyes', 'polarmech.demo', '(713) 555-2123', '8800 Westpark Dr, Houston, TX 77063', '23', HVAC, '*', 'Union', 5, WON, 'National service network; 24/7 emergency.', true, 'Tanya Brooks'),
  S('Okie Air & Heat', 'Wade Simmons', 'okieair.demo', '(918) 555-2124', '5600 S Garnett Rd, Tulsa, OK 74146', '23', HVAC_SMALL, 'OK', 'Open Shop', 2, NEVER, 'Small shop; bonding capacity $500k.', false),
  S('Bright Spark Electric', 'Kevin O\u2019Neal', 'brightspark.demo', '(512) 555-2125', '3800 Gattis School Rd, Round Rock, TX 78664', '26', [...ELECTRICAL, ...LIGHTING], 'TX', 'Union/Open Shop', 5, WON, 'Prefabricates branch circuits in shop.', true, 'Erin Walsh'),
  S('Delta Power & Light', 'Jamal Washington', 'deltapower.demo', '(318) 555-2126', '2100 Line Ave, Shreveport, LA 71104', '26', ELECTRICAL, 'LA TX AR', 'Union', 4, BID, null),
  S('High Plains Electrical', 'Cody Jennings', 'highplainselectric.demo', '(806) 555-2127', '4500 Canyon Dr, Amarillo, TX 79110', '26', [...ELECTRICAL, ...LIGHTING], 'TX NM OK', 'Open Shop', 3, BID, null),
  S('Enchanted Electric', 'Rosa Baca', 'enchantedelectric.demo', '(505) 555-2128', '1200 Cerrillos Rd, Santa Fe, NM 87505', '26', LIGHTING, 'NM', 'Open Shop', 3, NEVER, null, false),
  S('Big Country Earthworks', 'Travis McCoy', 'bigcountryearth.demo', '(325) 555-2129', '4200 US-80, Abilene, TX 79601', '31', EARTH, 'TX', 'Open Shop', 4, WON, 'Owns GPS-guided dozers and scrapers.'),
  S('Cypress Creek Site Work', 'Amber Collins', 'cypresssite.demo', '(281) 555-2130', '16500 Stuebner Airline Rd, Spring, TX 77379', '31 32', [...EARTH, ...PAVING], 'TX LA', 'Open Shop', 4, BID, null),
  S('Deep South Foundations', 'Earl Thibodeaux', 'deepsouthfoundations.demo', '(225) 555-2131', '9100 Airline Hwy, Baton Rouge, LA 70815', '31', PILES, 'LA TX AR', 'Union', 5, WON, 'Augercast and driven piles.', true, 'Monique Hebert'),
  S('Razorback Paving', 'Colton Reed', 'razorbackpaving.demo', '(479) 555-2132', '2500 N Thompson St, Springdale, AR 72764', '32', PAVING, 'AR OK', 'Open Shop', 3, BID, null),
  S('Green Acres Landscaping', 'Patricia Nguyen', 'greenacreslandscape.demo', '(210) 555-2133', '11200 Nacogdoches Rd, San Antonio, TX 78217', '32', LANDSCAPE, 'TX', 'Open Shop', 4, BID, 'Irrigation and native plantings.'),
  S('Alamo Masonry', 'Roberto Flores', 'alamomasonry.demo', '(210) 555-2134', '2300 S Zarzamora St, San Antonio, TX 78207', '04', MASONRY, 'TX', 'Union/Open Shop', 4, WON, null),
  S('Red Dirt Brick & Block', 'Shane Parker', 'reddirtbrick.demo', '(405) 555-2135', '1200 N Broadway, Moore, OK 73160', '04', MASONRY, 'OK', 'Open Shop', 3, NEVER, null),
  S('ClearView Glass & Glazing', 'Monica Patel', 'clearviewglass.demo', '(214) 555-2136', '2500 Valley View Ln, Farmers Branch, TX 75234', '08', [...GLAZING, ...DOORS], 'TX OK LA', 'Union', 4, BID, 'Storefront and curtain wall.'),
  S('Summit Doors & Hardware', 'Frank Delgado', 'summitdoors.demo', '(713) 555-2137', '5200 Mitchelldale St, Houston, TX 77092', '08', DOORS, '*', 'Supplier', 4, BID, 'Division 8 supplier; furnishes only.'),
  S('Longhorn Demolition', 'Rusty Cain', 'longhorndemo.demo', '(817) 555-2138', '3100 E Loop 820 S, Fort Worth, TX 76119', '02', DEMO, 'TX', 'Open Shop', 3, BID, null, false),
  S('Southwest Structural Engineers', 'Priya Raman', 'swstructural.demo', '(512) 555-2139', '600 Congress Ave, Austin, TX 78701', '03 05', [...CONCRETE, ...STEEL], '*', 'Structural', 5, WON, 'Design-build partner for tilt-wall projects.'),
  S('Gulf States MEP Design', 'Omar Haddad', 'gulfstatesmep.demo', '(713) 555-2140', '2 Riverway, Houston, TX 77056', '22 23 26', [...PLUMBING, ...HVAC, ...ELECTRICAL], 'TX LA OK', 'MEP', 4, BID, null),
  S('Chisholm Civil Group', 'Laura Benson', 'chisholmcivil.demo', '(254) 555-2141', '700 Washington Ave, Waco, TX 76701', '31 32', [...EARTH, ...PAVING], 'TX', 'Civil', 3, NEVER, 'Drainage studies and site plans.'),
];
