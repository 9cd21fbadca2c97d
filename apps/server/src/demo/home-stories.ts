import type { Title } from './listings';

/** What an agent would write of each demo home: [the home itself, its street and city]. */
// prettier-ignore
export const stories: Record<Title, [string, string]> = {
  'Modern Glass Loft': [
    'A corner loft on the fifth floor of a converted glass-and-steel building, with floor-to-ceiling windows on two sides and 11-foot ceilings. Morning sun reaches the kitchen; the Manhattan skyline fills the living room windows at night.',
    'Williamsburg is on the doorstep: Bedford Avenue cafés, the Saturday Smorgasburg on the East River waterfront, and the L train to Union Square in about ten minutes.',
  ],
  'Classic Brownstone': [
    'A four-storey 1899 brownstone on one of Park Slope\'s tree-lined blocks, with its stoop, parlour-floor plaster mouldings, pocket doors and two working fireplaces intact. A new kitchen opens onto a deep south-facing garden.',
    'Prospect Park is two blocks east, Seventh Avenue\'s shops and bakeries a short walk away, and the F and G trains stop at the corner.',
  ],
  'Skyline Penthouse': [
    'A full-floor penthouse on the 48th floor, with a wraparound terrace and views from the Hudson to the East River. A private elevator opens into the gallery; the primary suite looks straight at the Empire State Building.',
    'Midtown at its most convenient: Bryant Park, Fifth Avenue and Grand Central are all within a ten-minute walk, and the building has a 24-hour doorman, gym and residents\' lounge.',
  ],
  'Riverside Studio': [
    'A bright studio with a sleeping alcove, a full-size kitchen and a large window facing the water. Built-in wardrobes and a washer-dryer make the most of every square foot.',
    'Long Island City\'s Gantry Plaza State Park is steps away, with the Manhattan skyline across the East River; the 7 train reaches Grand Central in one stop.',
  ],
  'Upper West Side Classic': [
    'A pre-war classic six in a 1928 doorman building: a gracious entry gallery, a formal dining room, herringbone floors and windows on a quiet side street. The kitchen has been opened and renewed.',
    'Riverside Park and the Hudson are a block west, Zabar\'s and the Beacon Theatre a short walk, and the 1, 2 and 3 trains stop at 79th Street.',
  ],
  'Hill Country Ranch': [
    'A limestone ranch house on ten acres of rolling Hill Country, with a deep covered porch, a barn with four stalls, a fenced pasture and live oaks around the house. The great room has a stone fireplace and beamed ceilings.',
    'Dripping Springs, the Gateway to the Hill Country, has wineries, distilleries and Hamilton Pool nearby; downtown Austin is about forty minutes east.',
  ],
  'South Congress Bungalow': [
    'A 1938 bungalow with its original long-leaf pine floors, a front porch with a swing and a shaded backyard under a pecan tree. A studio in the garden works as an office or a guest room.',
    'South Congress Avenue\'s food trucks, boutiques and live music are a few blocks away, and the view of the Capitol from Congress Avenue is a short walk north.',
  ],
  'East Austin Modern': [
    'A new three-bedroom modern with a standing-seam metal roof, cedar siding and a wall of glass that slides open to a covered patio. Polished concrete floors and a quartz island anchor the open plan.',
    'East Austin\'s coffee roasters, breweries and taco trucks are all close, and downtown is a ten-minute bike ride along the Lady Bird Lake trail.',
  ],
  'Lake Travis Retreat': [
    'A hillside retreat on an acre above Lake Travis, with a pool and spa on the terrace and views across the water to the hills. Every main room opens to the view; the lower level has a media room and guest suite.',
    'Hudson Bend\'s marinas are five minutes away for the boat, Lakeway has shops and golf, and downtown Austin is about thirty minutes by car.',
  ],
  'Zilker Park Contemporary': [
    'A contemporary three-bedroom with a roof deck that looks at the downtown skyline, white oak floors, a chef\'s kitchen and a primary suite with a walk-in shower.',
    'Zilker Park, Barton Springs Pool and the Saturday farmers market are at the end of the street; Austin City Limits Festival happens a few blocks away each October.',
  ],
  'Oceanfront Villa': [
    'A Mediterranean villa directly on the sand, with a 60-foot pool, a summer kitchen and a private path to the beach. Coral stone floors, arched windows and a double-height living room frame the Atlantic.',
    'Miami Beach at its quietest: the Collins Avenue mid-beach stretch, the boardwalk at the back gate, and South Beach\'s restaurants fifteen minutes south.',
  ],
  'Coral Gables Estate': [
    'A 1926 Mediterranean Revival estate by one of Coral Gables\' original architects: barrel-tile roof, carved stone doorways, a courtyard with a fountain and a loggia overlooking the pool.',
    'The Biltmore Hotel and its golf course are minutes away, as are the Venetian Pool and the shops of Miracle Mile; Coral Gables\' banyan-lined streets make every walk pleasant.',
  ],
  'Brickell Bay Condo': [
    'A one-bedroom on a high floor with a balcony over Biscayne Bay, floor-to-ceiling glass, an Italian kitchen and a half bath for guests. The building has a rooftop pool and a gym.',
    'Brickell City Centre, the Metromover and Miami\'s financial district are all a few minutes on foot.',
  ],
  'Little Havana Casita': [
    'A 1946 masonry casita with a front porch, terrazzo floors, high ceilings and a mango tree in the back garden. It needs updating and is priced for it.',
    'Calle Ocho\'s cafecito windows, Domino Park and the Friday Viernes Culturales street festival are a short walk away.',
  ],
  'Wynwood Art Loft': [
    'A one-bedroom loft in a former textile warehouse, with exposed concrete, 14-foot ceilings, steel windows and a sleeping mezzanine. Murals by local artists cover the building\'s outside walls.',
    'The Wynwood Walls, galleries, breweries and the Second Saturday art walk are on the neighbouring blocks.',
  ],
  'Queen Anne Craftsman': [
    'A 1912 Craftsman with its box-beam ceilings, built-in bookcases, leaded glass and a wide front porch. Upstairs, four bedrooms look out over Elliott Bay; the basement is finished as a family room.',
    'Kerry Park\'s famous view of the Space Needle and Mount Rainier is around the corner, and Queen Anne Avenue\'s shops are a short walk up the hill.',
  ],
  'Ballard Townhouse': [
    'A three-storey townhouse built in 2019, with an open main floor, a gas fireplace, a rooftop deck with Olympic Mountain views and an attached garage.',
    'Ballard Avenue\'s Sunday market, its breweries and the Ballard Locks are all a short bike ride, and Golden Gardens beach is at the end of the hill.',
  ],
  'Lake Union Float Home': [
    'A two-storey float home moored at a quiet Eastlake dock, with a kayak launch off the living room, a roof deck and windows on the water on every side.',
    'Seaplanes land on Lake Union outside the window; the Eastlake cafés, the Burke-Gilman trail and South Lake Union are minutes away.',
  ],
  'Capitol Hill Condo': [
    'A one-bedroom corner condo with oversized windows, oak floors and a balcony facing the Space Needle. Storage and a parking space come with it.',
    'Cal Anderson Park, Broadway, Pike-Pine\'s restaurants and the light rail station are a few blocks away.',
  ],
  'Lincoln Park Greystone': [
    'A 1895 greystone single-family home rebuilt inside: four bedrooms, a chef\'s kitchen with a butler\'s pantry, a roof deck and a two-car garage off the alley.',
    'Lincoln Park, the Zoo and the lakefront path are a few blocks east; Armitage Avenue\'s shops and the Brown Line are close by.',
  ],
  'Gold Coast High-Rise': [
    'A two-bedroom in a 1972 high-rise with floor-to-ceiling windows over Lake Michigan, a renovated kitchen, and a doorman, pool and garage in the building.',
    'Oak Street Beach and the Magnificent Mile are across the street; the Gold Coast\'s historic mansions line the blocks to the north.',
  ],
  'Wicker Park Two-Flat': [
    'A classic 1905 brick two-flat: the owner\'s unit on the first floor opens to the garden, and the upper flat is rented, covering much of a mortgage.',
    'Milwaukee Avenue\'s shops and music venues, Wicker Park itself and the Blue Line at Damen are a few minutes on foot.',
  ],
  'Hyde Park Family Home': [
    'A brick 1921 home with a sunroom, hardwood floors throughout, a full basement and a fenced garden with raised vegetable beds.',
    'The University of Chicago, the Museum of Science and Industry, Promontory Point on the lake and the Metra to downtown are all nearby.',
  ],
  'Cherry Creek Contemporary': [
    'A new contemporary with four bedrooms, three of them en suite, a glass-walled wine room, a kitchen with two islands and a rooftop deck facing the Front Range.',
    'Cherry Creek\'s shops, galleries and restaurants are a short walk, as is the Cherry Creek Trail for running and cycling.',
  ],
  'Highlands Victorian': [
    'A 1891 brick Victorian with a turret, original woodwork and stained glass, an updated kitchen and a detached garage with a studio above.',
    'Highland Square\'s cafés, Tennyson Street and the bridges into downtown Denver are a short walk; the mountains are an hour west.',
  ],
  'Evergreen Mountain Cabin': [
    'A log cabin on two wooded acres at 7,500 feet, with a wood stove, a wraparound deck and a hot tub under the pines. Elk cross the meadow below most evenings.',
    'Evergreen Lake, the town\'s shops and Bergen Park are ten minutes away; downtown Denver is about forty minutes east.',
  ],
  'RiNo Urban Loft': [
    'A one-bedroom loft with 12-foot ceilings, exposed ductwork, a kitchen with a concrete island and a balcony over the River North art district.',
    'RiNo\'s breweries, street murals and food halls are outside the door, and the A Line train reaches the airport or Union Station.',
  ],
  'Beacon Hill Townhouse': [
    'An 1830 brick townhouse on one of Beacon Hill\'s gas-lit streets, with six fireplaces, a private garden, an elevator and a roof deck over the Charles River.',
    'The Public Garden, Boston Common and Charles Street\'s antique shops are at the end of the block.',
  ],
  'Back Bay Brownstone Flat': [
    'A two-bedroom floor-through flat in an 1880 brownstone, with bay windows on Commonwealth Avenue, a marble fireplace and a modern kitchen.',
    'Newbury Street, the Esplanade along the Charles and Copley Square are all a few minutes on foot.',
  ],
  'Cambridge Colonial': [
    'A 1910 Colonial Revival with four bedrooms, a family room off the kitchen, a screened porch and a garden with mature maples.',
    'Harvard Square and the Red Line are a fifteen-minute walk; Fresh Pond and the Minuteman bike path are close.',
  ],
  'Seaport Waterfront Condo': [
    'A two-bedroom condo on the harbour, with a terrace, wide-plank oak floors and a kitchen with integrated appliances. Sunsets over the city skyline from the living room.',
    'The Seaport\'s restaurants, the Institute of Contemporary Art and the Harborwalk are outside; South Station is a ten-minute walk.',
  ],
  'La Jolla Cliffside Villa': [
    'A villa on the bluffs above La Jolla Cove, with an infinity pool, a lawn to the cliff edge and sunsets over the Pacific from every main room.',
    'The Cove\'s sea lions and snorkelling, Prospect Street\'s restaurants and the Torrey Pines trails are all close by.',
  ],
  'North Park Craftsman': [
    'A 1924 Craftsman with a deep porch, original built-ins, a renovated kitchen and a backyard with a lemon tree and a covered patio.',
    'North Park\'s 30th Street restaurants and breweries, and Balboa Park\'s museums, are a short walk away.',
  ],
  'Coronado Beach Cottage': [
    'A 1947 beach cottage two blocks from the sand, with a Dutch door, a sunny breakfast nook and a patio with an outdoor shower.',
    'Coronado Beach, the Hotel del Coronado and Orange Avenue\'s shops are a short walk; the ferry crosses to downtown San Diego.',
  ],
  'Gaslamp Quarter Loft': [
    'A one-bedroom loft with a glass-walled bedroom, 15-foot ceilings and a balcony above Fifth Avenue.',
    'Petco Park, the convention centre and the Gaslamp\'s restaurants are steps away, and the trolley stops at the corner.',
  ],
  'Pacific Beach Bungalow': [
    'A single-storey 1952 bungalow with an open kitchen, a fireplace and a front patio, five blocks from the ocean.',
    'The boardwalk, Crystal Pier and Garnet Avenue\'s cafés are within walking distance; Mission Bay is close for paddleboarding.',
  ],
  'East Nashville Farmhouse': [
    'A modern farmhouse with a metal roof, a wide front porch, shiplap walls, a farmhouse sink and a screened porch over a big backyard.',
    'Five Points\' restaurants and honky-tonks, Shelby Bottoms Greenway and downtown Nashville across the river are all close.',
  ],
  'Music Row Townhome': [
    'A two-bedroom townhome with a home studio wired for recording, a one-car garage and a private rooftop terrace.',
    'Music Row\'s studios and labels are on the street, and Midtown, Vanderbilt and Broadway are a few minutes away.',
  ],
  'Belle Meade Manor': [
    'A 1938 Georgian manor on an acre and a half of lawns and gardens, with a library, a sunroom, a pool house and a guest apartment over the carriage house.',
    'Belle Meade\'s quiet, leafy streets, the Belle Meade Historic Site and the shops of Green Hills are minutes away.',
  ],
  'Pearl District Loft': [
    'A one-bedroom loft with a wall of windows, polished concrete floors and a kitchen with open shelving, in a 2009 building with a green roof.',
    'Powell\'s City of Books, Jamison Square and the Saturday market are a few minutes on foot, and the streetcar stops outside.',
  ],
  'Alberta Arts Bungalow': [
    'A 1925 bungalow with coved ceilings, fir floors, a sunny kitchen and a backyard with raised beds and a chicken coop.',
    'Alberta Street\'s galleries, restaurants and the Last Thursday art walk are a few blocks away.',
  ],
  'Forest Park A-Frame': [
    'A 1968 A-frame among the firs, with a soaring window wall, a loft bedroom, a wood stove and a deck over the trees.',
    'Forest Park\'s Wildwood Trail is at the back of the lot, and downtown Portland is fifteen minutes by car.',
  ],
  'Downtown Penthouse Bargain': [
    'A three-bedroom penthouse with a private rooftop pool and views over Biscayne Bay, offered far below the price of its neighbours.',
    'Bayfront Park, the Kaseya Center and Brickell are a short walk away.',
  ],
  'Lakefront Mansion Steal': [
    'A five-bedroom mansion on Lake Washington with a private dock, a tennis court and a guest house, at a price no one else on the lake would accept.',
    'Madison Park\'s beach and cafés are nearby, and downtown Seattle is fifteen minutes away.',
  ],
};
