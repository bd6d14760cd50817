export { PunchoutOrderService } from './punchout-order.service';
export { definePunchoutOutbound } from './outbound';
