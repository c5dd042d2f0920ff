// The catalogue every company starts with (issue 11): the CSI MasterFormat 2016 divisions in use with their official
// titles, the level-2 sections a general contractor bids, categories under them and parts with plausible 2026 US
// unit costs (installed, material and labor). Each category's cost code is its MasterFormat level-3 section, which
// its parts carry. The company may edit all of it; seed.ts inserts it in five bulk statements.

/** [CSI number, official title] */
export const DIVISIONS: readonly (readonly [string, string])[] = [
  ['00', 'Procurement and Contracting Requirements'], ['01', 'General Requirements'], ['02', 'Existing Conditions'],
  ['03', 'Concrete'], ['04', 'Masonry'], ['05', 'Metals'], ['06', 'Wood, Plastics, and Composites'],
  ['07', 'Thermal and Moisture Protection'], ['08', 'Openings'], ['09', 'Finishes'], ['10', 'Specialties'],
  ['11', 'Equipment'], ['12', 'Furnishings'], ['13', 'Special Construction'], ['14', 'Conveying Equipment'],
  ['21', 'Fire Suppression'], ['22', 'Plumbing'], ['23', 'Heating, Ventilating, and Air Conditioning (HVAC)'],
  ['25', 'Integrated Automation'], ['26', 'Electrical'], ['27', 'Communications'], ['28', 'Electronic Safety and Security'],
  ['31', 'Earthwork'], ['32', 'Exterior Improvements'], ['33', 'Utilities'], ['34', 'Transportation'],
  ['35', 'Waterway and Marine Construction'], ['40', 'Process Interconnections'],
  ['41', 'Material Processing and Handling Equipment'], ['42', 'Process Heating, Cooling, and Drying Equipment'],
  ['43', 'Process Gas and Liquid Handling, Purification, and Storage Equipment'],
  ['44', 'Pollution and Waste Control Equipment'], ['45', 'Industry-Specific Manufacturing Equipment'],
  ['46', 'Water and Wastewater Equipment'], ['48', 'Electrical Power Generation'],
];

/** Units of measure (docs/projects.md §3 "Units of measure"). */
export const UNITS: readonly string[] = [
  'EA', 'LF', 'SF', 'SY', 'CY', 'CF', 'SQ', 'TON', 'LB', 'MBF', 'GAL', 'AC', 'HR', 'DAY', 'MO', 'LS',
];

/** [part, cost per unit, unit] */
type PartSeed = readonly [string, string, string];
/** [category, cost code, parts] */
type CategorySeed = readonly [string, string, readonly PartSeed[]];
/** [division number, subdivision (MasterFormat level 2, number and title), categories] */
type SectionSeed = readonly [string, string, readonly CategorySeed[]];

export const SECTIONS: readonly SectionSeed[] = [
  ['01', '01 30 00 Administrative Requirements', [
    ['Project Supervision', '01 31 13', [
      ['Project manager', '115.00', 'HR'], ['Superintendent', '95.00', 'HR'], ['Project engineer', '85.00', 'HR'],
    ]],
  ]],
  ['01', '01 50 00 Temporary Facilities and Controls', [
    ['Temporary Facilities', '01 52 13', [
      ['Field office trailer', '650.00', 'MO'], ['Portable toilet', '185.00', 'MO'], ['Temporary chain link fence', '4.25', 'LF'],
      ['Dumpster, 30 CY, per haul', '725.00', 'EA'],
    ]],
    ['Temporary Utilities', '01 51 00', [['Temporary power service', '4500.00', 'LS'], ['Temporary water', '150.00', 'MO']]],
  ]],
  ['01', '01 70 00 Execution and Closeout Requirements', [
    ['Final Cleaning', '01 74 23', [['Final construction clean', '0.35', 'SF'], ['Window cleaning', '0.28', 'SF']]],
  ]],
  ['02', '02 40 00 Demolition and Structure Moving', [
    ['Selective Demolition', '02 41 19', [
      ['Remove gypsum board partition', '2.85', 'SF'], ['Remove acoustical ceiling', '1.40', 'SF'], ['Remove carpet', '3.75', 'SY'],
      ['Saw-cut concrete slab, 6 in', '9.50', 'LF'],
    ]],
    ['Structure Demolition', '02 41 16', [['Building demolition, wood frame', '0.55', 'CF'], ['Concrete slab removal', '5.25', 'SF']]],
  ]],
  ['02', '02 80 00 Facility Remediation', [
    ['Asbestos Remediation', '02 82 13', [['Asbestos floor tile removal', '4.50', 'SF'], ['Asbestos pipe insulation removal', '22.00', 'LF']]],
  ]],
  ['03', '03 10 00 Concrete Forming and Accessories', [
    ['Cast-in-Place Formwork', '03 11 13', [
      ['Wall forms, plywood', '14.50', 'SF'], ['Footing forms', '9.75', 'SF'], ['Column form, fiber tube 12 in', '28.00', 'LF'],
      ['Slab edge forms', '6.50', 'LF'],
    ]],
    ['Concrete Accessories', '03 15 00', [
      ['Expansion joint, 1/2 in', '3.10', 'LF'], ['PVC waterstop, 6 in', '9.25', 'LF'], ['Anchor bolt, 3/4 x 18 in', '18.50', 'EA'],
    ]],
  ]],
  ['03', '03 20 00 Concrete Reinforcing', [
    ['Reinforcing Steel', '03 21 00', [
      ['Rebar #4, grade 60, placed', '2900.00', 'TON'], ['Rebar #5, footings, placed', '2750.00', 'TON'],
      ['Welded wire mesh 6x6 W2.9', '0.95', 'SF'], ['Dowel #4 x 24 in', '6.75', 'EA'],
    ]],
  ]],
  ['03', '03 30 00 Cast-in-Place Concrete', [
    ['Structural Concrete', '03 31 00', [
      ['Ready-mix concrete, 4000 psi', '185.00', 'CY'], ['Ready-mix concrete, 5000 psi', '205.00', 'CY'],
      ['Concrete pumping', '22.00', 'CY'], ['Footings, placed', '310.00', 'CY'],
    ]],
    ['Slabs on Grade', '03 30 53', [
      ['Slab on grade, 4 in, placed and finished', '7.25', 'SF'], ['Slab on grade, 6 in, placed and finished', '9.40', 'SF'],
      ['Vapor retarder, 15 mil', '0.65', 'SF'], ['Sidewalk, 4 in, broom finish', '9.75', 'SF'],
    ]],
    ['Concrete Finishing', '03 35 00', [
      ['Steel trowel finish', '1.10', 'SF'], ['Curing compound', '0.30', 'SF'], ['Penetrating sealer', '48.00', 'GAL'],
    ]],
  ]],
  ['03', '03 40 00 Precast Concrete', [
    ['Precast Structural Concrete', '03 41 00', [['Hollow-core plank, 8 in', '16.50', 'SF'], ['Precast lintel, 8 x 8 in', '32.00', 'LF']]],
  ]],
  ['03', '03 50 00 Cast Decks and Underlayment', [
    ['Underlayment', '03 54 00', [['Gypsum underlayment, 3/4 in', '3.25', 'SF'], ['Self-leveling underlayment, 1/4 in', '2.95', 'SF']]],
  ]],
  ['04', '04 20 00 Unit Masonry', [
    ['Concrete Unit Masonry', '04 22 00', [
      ['CMU wall, 8 in', '17.50', 'SF'], ['CMU wall, 12 in', '21.75', 'SF'], ['Bond beam, 8 in', '22.00', 'LF'],
      ['Grout CMU cores', '16.00', 'CF'],
    ]],
    ['Brick Masonry', '04 21 13', [['Face brick veneer, modular', '32.00', 'SF'], ['Brick ties', '0.65', 'EA']]],
  ]],
  ['04', '04 40 00 Stone Assemblies', [
    ['Stone Veneer', '04 42 00', [['Manufactured stone veneer', '27.50', 'SF'], ['Limestone coping', '58.00', 'LF']]],
  ]],
  ['05', '05 10 00 Structural Metal Framing', [
    ['Structural Steel', '05 12 00', [
      ['Structural steel W-shapes, erected', '5200.00', 'TON'], ['HSS steel columns, erected', '5600.00', 'TON'],
      ['Steel lintel, L4x4', '38.00', 'LF'], ['Column base plate', '185.00', 'EA'],
    ]],
  ]],
  ['05', '05 30 00 Metal Decking', [
    ['Steel Decking', '05 31 00', [['Roof deck, 1-1/2 in, 20 ga', '4.85', 'SF'], ['Composite floor deck, 2 in, 20 ga', '5.60', 'SF']]],
  ]],
  ['05', '05 40 00 Cold-Formed Metal Framing', [
    ['Cold-Formed Framing', '05 41 00', [['Load-bearing stud wall, 6 in, 16 ga', '9.25', 'SF'], ['Cold-formed joists, 8 in, 16 ga', '11.50', 'SF']]],
  ]],
  ['05', '05 50 00 Metal Fabrications', [
    ['Metal Stairs and Railings', '05 51 00', [
      ['Steel pan stair, per riser', '650.00', 'EA'], ['Pipe handrail, 1-1/2 in', '85.00', 'LF'], ['Steel picket guardrail', '145.00', 'LF'],
    ]],
    ['Miscellaneous Metals', '05 50 00', [['Pipe bollard, 6 in, concrete-filled', '850.00', 'EA'], ['Steel ladder', '125.00', 'LF']]],
  ]],
  ['06', '06 10 00 Rough Carpentry', [
    ['Wood Framing', '06 11 00', [
      ['Stud wall, 2x4 at 16 in', '6.25', 'SF'], ['Stud wall, 2x6 at 16 in', '7.85', 'SF'], ['Floor joists, 2x10 at 16 in', '8.40', 'SF'],
      ['Roof truss, engineered', '285.00', 'EA'], ['Framing lumber', '1150.00', 'MBF'],
    ]],
    ['Sheathing', '06 16 00', [
      ['Plywood sheathing, 1/2 in', '2.65', 'SF'], ['OSB sheathing, 7/16 in', '2.10', 'SF'], ['Roof sheathing, 5/8 in', '2.95', 'SF'],
    ]],
    ['Blocking', '06 10 53', [['Wood blocking, 2x', '4.75', 'LF']]],
  ]],
  ['06', '06 20 00 Finish Carpentry', [
    ['Interior Finish Carpentry', '06 22 00', [
      ['Base trim, MDF 3-1/4 in', '5.25', 'LF'], ['Door casing, set', '95.00', 'EA'], ['Crown molding', '8.75', 'LF'],
      ['Window stool and apron', '14.00', 'LF'],
    ]],
  ]],
  ['06', '06 40 00 Architectural Woodwork', [
    ['Casework', '06 41 00', [
      ['Plastic-laminate base cabinet', '385.00', 'LF'], ['Plastic-laminate wall cabinet', '295.00', 'LF'],
      ['Plastic-laminate countertop', '72.00', 'LF'], ['Solid-surface countertop', '145.00', 'SF'],
    ]],
  ]],
  ['07', '07 10 00 Dampproofing and Waterproofing', [
    ['Foundation Waterproofing', '07 13 00', [
      ['Sheet membrane waterproofing', '5.25', 'SF'], ['Fluid-applied dampproofing', '1.65', 'SF'], ['Drainage board', '1.95', 'SF'],
    ]],
  ]],
  ['07', '07 20 00 Thermal Protection', [
    ['Building Insulation', '07 21 00', [
      ['Batt insulation, R-13', '1.25', 'SF'], ['Batt insulation, R-19', '1.55', 'SF'], ['Blown insulation, R-38', '2.35', 'SF'],
      ['Rigid XPS board, 2 in', '2.85', 'SF'], ['Closed-cell spray foam, 2 in', '3.90', 'SF'],
    ]],
    ['Air Barriers', '07 27 00', [['Building wrap', '0.75', 'SF']]],
  ]],
  ['07', '07 30 00 Steep Slope Roofing', [
    ['Asphalt Shingles', '07 31 13', [
      ['Architectural asphalt shingles', '465.00', 'SQ'], ['Synthetic underlayment', '42.00', 'SQ'], ['Ridge vent', '9.50', 'LF'],
    ]],
  ]],
  ['07', '07 50 00 Membrane Roofing', [
    ['Single-Ply Roofing', '07 54 00', [
      ['TPO membrane, 60 mil, mechanically attached', '8.25', 'SF'], ['Polyiso roof insulation, 3 in', '4.10', 'SF'],
      ['Cover board, 1/2 in', '1.75', 'SF'],
    ]],
  ]],
  ['07', '07 60 00 Flashing and Sheet Metal', [
    ['Sheet Metal Flashing', '07 62 00', [
      ['Aluminum drip edge', '3.40', 'LF'], ['Step flashing', '6.75', 'LF'], ['Aluminum gutter, 5 in K-style', '11.50', 'LF'],
      ['Aluminum downspout, 3 x 4 in', '9.75', 'LF'],
    ]],
  ]],
  ['07', '07 90 00 Joint Protection', [
    ['Joint Sealants', '07 92 00', [['Silicone sealant, 1/2 in joint', '4.75', 'LF'], ['Urethane sealant', '4.25', 'LF'], ['Backer rod', '0.60', 'LF']]],
  ]],
  ['08', '08 10 00 Doors and Frames', [
    ['Hollow Metal Doors and Frames', '08 11 13', [['Hollow metal frame, 3070, 16 ga', '395.00', 'EA'], ['Hollow metal door, 3070, 18 ga', '685.00', 'EA']]],
    ['Wood Doors', '08 14 00', [['Solid-core flush wood door, 3070', '485.00', 'EA'], ['Hollow-core interior door', '225.00', 'EA']]],
  ]],
  ['08', '08 30 00 Specialty Doors and Frames', [
    ['Overhead Doors', '08 36 13', [['Sectional overhead door, 10 x 10, insulated', '3850.00', 'EA']]],
    ['Access Doors', '08 31 13', [['Access door, 24 x 24 in', '285.00', 'EA']]],
  ]],
  ['08', '08 50 00 Windows', [
    ['Vinyl Windows', '08 53 13', [['Vinyl single-hung window, 3 x 5', '525.00', 'EA'], ['Vinyl slider window, 4 x 3', '465.00', 'EA']]],
    ['Aluminum Windows', '08 51 13', [['Aluminum fixed window', '78.00', 'SF']]],
  ]],
  ['08', '08 70 00 Hardware', [
    ['Door Hardware', '08 71 00', [
      ['Lever lockset, grade 1', '345.00', 'EA'], ['Passage set', '145.00', 'EA'], ['Door closer', '285.00', 'EA'],
      ['Butt hinge, 4-1/2 in', '45.00', 'EA'], ['Panic exit device', '985.00', 'EA'],
    ]],
  ]],
  ['08', '08 80 00 Glazing', [
    ['Glass Glazing', '08 81 00', [['Insulating glass, 1 in low-E', '42.00', 'SF'], ['Tempered glass, 1/4 in', '28.50', 'SF'], ['Mirror, 1/4 in', '24.00', 'SF']]],
  ]],
  ['09', '09 20 00 Plaster and Gypsum Board', [
    ['Gypsum Board', '09 29 00', [
      ['Gypsum board, 5/8 in Type X, hung and taped', '2.95', 'SF'], ['Gypsum board, 1/2 in, hung and taped', '2.60', 'SF'],
      ['Moisture-resistant gypsum board, 1/2 in', '3.10', 'SF'], ['Level 5 finish', '1.15', 'SF'],
    ]],
    ['Non-Structural Metal Framing', '09 22 16', [['Metal studs, 3-5/8 in, 25 ga at 16 in', '4.10', 'SF'], ['Metal studs, 6 in, 20 ga at 16 in', '5.35', 'SF']]],
  ]],
  ['09', '09 30 00 Tiling', [
    ['Ceramic Tiling', '09 30 13', [
      ['Ceramic floor tile, 12 x 12', '14.50', 'SF'], ['Porcelain floor tile, 24 x 24', '18.75', 'SF'], ['Ceramic wall tile, 3 x 6', '19.50', 'SF'],
      ['Cement tile backer board', '3.25', 'SF'],
    ]],
  ]],
  ['09', '09 50 00 Ceilings', [
    ['Acoustical Ceilings', '09 51 13', [['Acoustical tile ceiling, 2 x 4, with grid', '5.75', 'SF'], ['Acoustical tile ceiling, 2 x 2, with grid', '6.40', 'SF']]],
  ]],
  ['09', '09 60 00 Flooring', [
    ['Resilient Flooring', '09 65 00', [
      ['Luxury vinyl tile', '7.25', 'SF'], ['Vinyl composition tile', '4.35', 'SF'], ['Rubber base, 4 in', '3.75', 'LF'], ['Sheet vinyl', '6.50', 'SF'],
    ]],
    ['Carpeting', '09 68 00', [['Carpet tile', '48.00', 'SY'], ['Broadloom carpet', '42.00', 'SY']]],
    ['Wood Flooring', '09 64 00', [['Engineered hardwood flooring', '12.50', 'SF']]],
  ]],
  ['09', '09 90 00 Painting and Coating', [
    ['Interior Painting', '09 91 23', [
      ['Paint walls, primer and 2 coats', '1.35', 'SF'], ['Paint ceilings, 2 coats', '1.55', 'SF'], ['Paint door and frame', '125.00', 'EA'],
    ]],
    ['Exterior Painting', '09 91 13', [['Paint exterior siding, 2 coats', '2.10', 'SF']]],
    ['High-Performance Coatings', '09 96 00', [['Epoxy floor coating', '5.75', 'SF']]],
  ]],
  ['10', '10 10 00 Information Specialties', [
    ['Signage', '10 14 00', [['ADA room sign', '85.00', 'EA'], ['Directional sign', '145.00', 'EA']]],
  ]],
  ['10', '10 20 00 Interior Specialties', [
    ['Toilet Compartments', '10 21 13', [['Toilet partition, powder-coated steel', '1250.00', 'EA'], ['ADA toilet partition', '1650.00', 'EA']]],
    ['Toilet Accessories', '10 28 00', [
      ['Grab bar, 36 in', '135.00', 'EA'], ['Toilet tissue dispenser', '75.00', 'EA'], ['Paper towel dispenser', '185.00', 'EA'],
      ['Framed mirror, 24 x 36', '165.00', 'EA'],
    ]],
  ]],
  ['10', '10 40 00 Safety Specialties', [
    ['Fire Protection Specialties', '10 44 00', [['Fire extinguisher, 10 lb ABC', '145.00', 'EA'], ['Semi-recessed extinguisher cabinet', '385.00', 'EA']]],
  ]],
  ['22', '22 10 00 Plumbing Piping', [
    ['Domestic Water Piping', '22 11 16', [['Copper pipe, type L, 3/4 in', '28.50', 'LF'], ['Copper pipe, type L, 1 in', '36.00', 'LF'], ['PEX pipe, 3/4 in', '9.75', 'LF']]],
    ['Sanitary Waste Piping', '22 13 16', [
      ['PVC DWV pipe, 4 in', '27.50', 'LF'], ['PVC DWV pipe, 2 in', '18.25', 'LF'], ['Cast iron no-hub pipe, 4 in', '52.00', 'LF'],
      ['Floor cleanout', '245.00', 'EA'],
    ]],
  ]],
  ['22', '22 30 00 Plumbing Equipment', [
    ['Water Heaters', '22 33 00', [['Electric water heater, 50 gal', '1850.00', 'EA'], ['Gas tankless water heater', '3250.00', 'EA']]],
  ]],
  ['22', '22 40 00 Plumbing Fixtures', [
    ['Commercial Plumbing Fixtures', '22 42 00', [
      ['Water closet, floor-mount', '985.00', 'EA'], ['Lavatory, wall-hung', '825.00', 'EA'], ['Urinal', '1150.00', 'EA'],
      ['Service sink', '1450.00', 'EA'], ['Drinking fountain, bi-level', '2850.00', 'EA'], ['Stainless steel kitchen sink', '895.00', 'EA'],
    ]],
  ]],
  ['23', '23 30 00 HVAC Air Distribution', [
    ['Ductwork', '23 31 13', [
      ['Galvanized rectangular duct', '14.50', 'LB'], ['Spiral round duct, 12 in', '32.00', 'LF'], ['Flexible duct, 8 in', '11.25', 'LF'],
      ['Duct insulation wrap', '3.60', 'SF'],
    ]],
    ['Air Outlets and Inlets', '23 37 13', [['Supply diffuser, 24 x 24', '165.00', 'EA'], ['Return grille', '125.00', 'EA']]],
    ['HVAC Fans', '23 34 23', [['Ceiling exhaust fan, 110 CFM', '385.00', 'EA']]],
  ]],
  ['23', '23 50 00 Central Heating Equipment', [
    ['Furnaces', '23 54 00', [['Gas furnace, 80 MBH', '3850.00', 'EA']]],
  ]],
  ['23', '23 70 00 Central HVAC Equipment', [
    ['Packaged Rooftop Units', '23 74 13', [['Rooftop unit, 5 ton', '14500.00', 'EA'], ['Rooftop unit, 10 ton', '26500.00', 'EA'], ['Roof curb', '1150.00', 'EA']]],
  ]],
  ['23', '23 80 00 Decentralized HVAC Equipment', [
    ['Split-System Air Conditioners', '23 81 26', [['Ductless mini-split, 1-1/2 ton', '4850.00', 'EA'], ['Split heat pump, 3 ton', '9250.00', 'EA']]],
  ]],
  ['26', '26 05 00 Common Work Results for Electrical', [
    ['Conductors and Cables', '26 05 19', [['THHN copper wire, #12', '1.15', 'LF'], ['THHN copper wire, #4', '4.25', 'LF'], ['MC cable, 12/2', '3.85', 'LF']]],
    ['Raceways and Boxes', '26 05 33', [
      ['EMT conduit, 3/4 in', '9.50', 'LF'], ['EMT conduit, 1 in', '12.75', 'LF'], ['PVC conduit, 2 in', '14.25', 'LF'], ['Junction box, 4 in', '42.00', 'EA'],
    ]],
  ]],
  ['26', '26 20 00 Low-Voltage Electrical Transmission', [
    ['Panelboards', '26 24 16', [['Panelboard, 225 A, 42 circuit', '4850.00', 'EA'], ['Panelboard, 100 A, 24 circuit', '1850.00', 'EA']]],
    ['Wiring Devices', '26 27 26', [
      ['Duplex receptacle, 20 A', '95.00', 'EA'], ['GFCI receptacle', '145.00', 'EA'], ['Single-pole switch', '85.00', 'EA'],
      ['Occupancy sensor', '195.00', 'EA'],
    ]],
  ]],
  ['26', '26 50 00 Lighting', [
    ['Interior Lighting', '26 51 00', [
      ['LED troffer, 2 x 4', '285.00', 'EA'], ['LED downlight, 6 in', '225.00', 'EA'], ['LED exit sign', '245.00', 'EA'], ['Emergency light', '265.00', 'EA'],
    ]],
    ['Exterior Lighting', '26 56 00', [['LED wall pack', '485.00', 'EA'], ['Pole light, 20 ft', '4250.00', 'EA']]],
  ]],
  ['31', '31 10 00 Site Clearing', [
    ['Clearing and Grubbing', '31 11 00', [['Clear and grub', '5800.00', 'AC'], ['Tree removal, 12 in', '850.00', 'EA'], ['Strip topsoil', '6.50', 'CY']]],
  ]],
  ['31', '31 20 00 Earth Moving', [
    ['Excavation and Fill', '31 23 16', [
      ['Bulk excavation', '9.75', 'CY'], ['Trench excavation', '18.50', 'CY'], ['Structural fill, placed and compacted', '38.00', 'CY'],
      ['Haul off excess soil', '22.00', 'CY'],
    ]],
    ['Grading', '31 22 00', [['Rough grading', '1.95', 'SY'], ['Fine grading', '3.25', 'SY']]],
    ['Erosion and Sedimentation Controls', '31 25 00', [['Silt fence', '3.25', 'LF'], ['Inlet protection', '185.00', 'EA'], ['Stabilized construction entrance', '3500.00', 'EA']]],
  ]],
  ['31', '31 30 00 Earthwork Methods', [
    ['Soil Treatment', '31 31 16', [['Termite soil treatment', '0.55', 'SF']]],
  ]],
  ['31', '31 60 00 Special Foundations and Load-Bearing Elements', [
    ['Drilled Concrete Piers and Shafts', '31 63 29', [['Drilled pier, 24 in', '145.00', 'LF']]],
  ]],
  ['32', '32 10 00 Bases, Ballasts, and Paving', [
    ['Asphalt Paving', '32 12 16', [['Asphalt paving, 3 in', '34.50', 'SY'], ['Aggregate base, 6 in', '14.25', 'SY'], ['Asphalt sealcoat', '1.65', 'SY']]],
    ['Concrete Paving', '32 13 13', [['Concrete paving, 6 in', '11.25', 'SF'], ['Concrete curb and gutter', '38.00', 'LF']]],
    ['Pavement Markings', '32 17 23', [['Parking stripe, 4 in', '0.85', 'LF'], ['ADA parking symbol', '125.00', 'EA']]],
  ]],
  ['32', '32 30 00 Site Improvements', [
    ['Fences and Gates', '32 31 13', [['Chain link fence, 6 ft', '42.00', 'LF'], ['Chain link double gate, 12 ft', '1850.00', 'EA']]],
  ]],
  ['32', '32 90 00 Planting', [
    ['Turf and Grasses', '32 92 00', [['Sod', '1.25', 'SF'], ['Hydroseed', '0.18', 'SF']]],
    ['Plants', '32 93 00', [['Shrub, 5 gal', '65.00', 'EA'], ['Tree, 2 in caliper', '485.00', 'EA']]],
  ]],
];
