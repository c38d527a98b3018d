import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './slot-booking.meta';
import styles from './slot-booking.css';
import { SlotBookingWidget } from './SlotBooking';

export const LidoSlotBookingElement = defineWidget(meta, SlotBookingWidget, styles, catalogues);
/** @deprecated use LidoSlotBookingElement; removed in 0.3 */
export const SlotBookingElement = LidoSlotBookingElement;
