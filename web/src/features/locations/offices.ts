/**
 * The provider's offices. There is no offices API yet (GET /api/offices is not in shared/api),
 * so the public locations page renders this typed constant; replace with a queryOptions factory
 * once the route exists.
 */
export interface TOffice {
  id: string;
  /** Key in the `locations` namespace for the office's name. */
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
}

export const OFFICES: readonly TOffice[] = [
  {
    id: 'nyc',
    name: 'offices.nyc',
    address1: '350 Fifth Avenue',
    address2: 'Suite 4100',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    phone: '+1 (212) 555-0147',
    email: 'nyc@sublime.example',
  },
  {
    id: 'brooklyn',
    name: 'offices.brooklyn',
    address1: '1501 Kings Highway',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11229',
    phone: '+1 (718) 555-0193',
    email: 'brooklyn@sublime.example',
  },
  {
    id: 'miami',
    name: 'offices.miami',
    address1: '1450 Brickell Avenue',
    address2: 'Floor 18',
    city: 'Miami',
    state: 'FL',
    zip: '33131',
    phone: '+1 (305) 555-0162',
    email: 'miami@sublime.example',
  },
];
