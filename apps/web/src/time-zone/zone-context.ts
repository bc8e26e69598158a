/**
 * The console's time zone for the table's date cells, provided once by the table rather than read
 * from the router in each of a 100-row page's 300 date cells. A zone change re-renders the date
 * cells through the memoised rows; nothing else does.
 */
import { createContext } from 'react';

export const ZoneContext = createContext('UTC');
