import { memo } from 'react';
import { ComboBox } from '../ui/combo-box';

/**
 * The shared ComboBox, rendered again only when its own props change. Its list (hundreds of
 * occupations or offences) is rebuilt on each render, and once the page has been submitted every
 * answer re-checks the whole form, re-rendering the page; without this each key press anywhere
 * would rebuild every list on it.
 */
export const ListComboBox = memo(ComboBox);
