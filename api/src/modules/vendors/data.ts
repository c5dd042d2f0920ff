// Demo suppliers (issue 12): Texas and neighbouring states, across the catalogue's divisions (CSI number →
// subdivision names of catalogue/data.ts). '*' = National (ships anywhere); one inactive.
export interface DemoVendor {
  company: string; first: string; last: string; domain: string; phone: string; street: string; city: string; state: string;
  zip: string; divisions: string[]; subdivisions: string[]; states: string[] | '*'; active: boolean;
}

const V = (
  company: string, contact: string, domain: string, phone: string, address: string, divisions: string, subdivisions: string[],
  states: string, active = true,
): DemoVendor => {
  const [first, last] = contact.split(' ') as [string, string];
  const [street, city, stateZip] = address.split(', ') as [string, string, string];
  const [state, zip] = stateZip.split(' ') as [string, string];
  return { company, first, last, domain, phone, street, city, state, zip, divisions: divisions.split(' '), subdivisions, states: states === '*' ? '*' : states.split(' '), active };
};

export const DEMO_VENDORS: DemoVendor[] = [
  // Rents the general conditions' site items (trailers, toilets, fencing, dumpsters): their bills are the job's
  // general-conditions materials in the demo direct costs.
  V('Lone Star Site Services', 'Tricia Morales', 'lonestarsite.demo', '(512) 555-3111', '9200 N Lamar Blvd, Austin, TX 78753', '01',
    ['01 50 00 Temporary Facilities and Controls'], 'TX'),
  V('Texas Ready Mix Supply', 'Carla Benavides', 'txreadymix.demo', '(512) 555-3101', '7800 FM 969, Austin, TX 78724', '03',
    ['03 30 00 Cast-in-Place Concrete'], 'TX'),
  V('Gulf States Rebar Supply', 'Owen Marchand', 'gulfrebar.demo', '(713) 555-3102', '6100 Clinton Dr, Houston, TX 77020', '03',
    ['03 20 00 Concrete Reinforcing'], 'TX LA'),
  V('Southwest Steel Supply', 'Dana Kessler', 'swsteelsupply.demo', '(405) 555-3103', '2400 S Council Rd, Oklahoma City, OK 73128', '05',
    ['05 10 00 Structural Metal Framing', '05 50 00 Metal Fabrications'], 'OK TX AR'),
  V('National Lumber & Millwork', 'Grant Ellison', 'natlumber.demo', '(214) 555-3104', '4500 Singleton Blvd, Dallas, TX 75212', '06',
    ['06 10 00 Rough Carpentry', '06 20 00 Finish Carpentry'], '*'),
  V('Bayou Building Materials', 'Celeste Guidry', 'bayoumaterials.demo', '(225) 555-3105', '8800 Florida Blvd, Baton Rouge, LA 70815', '07 09',
    ['07 50 00 Membrane Roofing', '09 20 00 Plaster and Gypsum Board'], 'LA TX'),
  V('ProGlass Distributors', 'Harold Ng', 'proglass.demo', '(972) 555-3106', '1100 E Arapaho Rd, Richardson, TX 75081', '08',
    ['08 80 00 Glazing', '08 50 00 Windows'], 'TX OK NM'),
  V('Allied Plumbing Wholesale', 'Renee Castillo', 'alliedplumbing.demo', '(210) 555-3107', '3300 N Pan Am Expy, San Antonio, TX 78219', '22',
    ['22 10 00 Plumbing Piping', '22 40 00 Plumbing Fixtures'], '*'),
  V('Coastal HVAC Supply', 'Marcus Webb', 'coastalhvac.demo', '(361) 555-3108', '5200 Ayers St, Corpus Christi, TX 78415', '23',
    ['23 30 00 HVAC Air Distribution', '23 80 00 Decentralized HVAC Equipment'], 'TX'),
  V('Sun Country Electrical Supply', 'Yolanda Pierce', 'suncountryelec.demo', '(505) 555-3109', '3900 Edith Blvd NE, Albuquerque, NM 87107', '26',
    ['26 05 00 Common Work Results for Electrical', '26 50 00 Lighting'], 'NM TX'),
  V('Arkansas Aggregate & Paving Supply', 'Billy Tate', 'arkaggregate.demo', '(501) 555-3110', '5700 Asher Ave, Little Rock, AR 72204', '31 32',
    ['31 20 00 Earth Moving', '32 10 00 Bases, Ballasts, and Paving'], 'AR OK', false),
];
