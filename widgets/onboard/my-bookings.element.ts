import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './my-bookings.meta';
import styles from './onboard.css';
import { MyBookingsWidget } from './MyBookings';

export const LidoMyBookingsElement = defineWidget(meta, MyBookingsWidget, styles, catalogues);
/** @deprecated use LidoMyBookingsElement; removed in 0.3 */
export const MyBookingsElement = LidoMyBookingsElement;
