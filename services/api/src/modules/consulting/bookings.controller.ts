import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type Booking,
  bookingListSchema,
  type BookingQuote,
  bookingQuoteSchema,
  type BookingQuestionnaire,
  bookingQuestionnaireSchema,
  bookingSchema,
  createBookingInputSchema,
  type ManagedBooking,
  managedBookingSchema,
  manageTokenParamSchema,
  type RescheduleBookingInput,
  rescheduleBookingInputSchema,
} from '@launchops/contracts';
import { idParamSchema } from '../../common/params.js';
import { Visitor } from '../../common/visitor.js';
import { BookingCancellationsService } from './booking-cancellations.service.js';
import { BookingChangesService } from './booking-changes.service.js';
import { BookingHoldsService } from './booking-holds.service.js';
import { BookingsService, type ValidBookingInput } from './bookings.service.js';
import { EmptyBodyPipe } from '../../common/empty-body.pipe.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';

/** Per client address and route, times RATE_LIMIT_FACTOR. */
const WRITE_LIMIT_PER_MINUTE = 20;

/** Personal data: never stored by a browser or proxy. */
const NO_STORE = ['Cache-Control', 'no-store'] as const;

@ApiTags('consulting')
@Controller('consultation-bookings')
export class BookingsController {
  constructor(
    @Inject(BookingsService) private readonly bookings: BookingsService,
    @Inject(BookingHoldsService) private readonly holds: BookingHoldsService,
    @Inject(BookingChangesService) private readonly changes: BookingChangesService,
    @Inject(BookingCancellationsService) private readonly cancellations: BookingCancellationsService,
  ) {}

  @Post()
  @Header(...NO_STORE)
  @RateLimit(WRITE_LIMIT_PER_MINUTE)
  @ApiCreatedResponse({ standardSchema: bookingSchema })
  create(@Body({ schema: createBookingInputSchema }) input: ValidBookingInput, @Visitor() visitor: string, @Req() request: FastifyRequest): Promise<Booking> {
    return this.bookings.create(input, visitor, new Date(), request.ip ?? null);
  }

  @Get()
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: bookingListSchema })
  list(@Visitor() visitor: string): Promise<Booking[]> {
    return this.bookings.listForVisitor(visitor);
  }

  /** This visitor's unpaid holds still running: each to pay (its Checkout page) or release. */
  @Get('holds')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: bookingListSchema })
  holdsOfVisitor(@Visitor() visitor: string): Promise<Booking[]> {
    return this.holds.listOwn(visitor);
  }

  /** What a booking made now would cost this visitor: the plan's credit, a payment now, or an invoice after. */
  @Get('quote')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: bookingQuoteSchema })
  quote(@Visitor() visitor: string): Promise<BookingQuote> {
    return this.bookings.quote(visitor);
  }

  /** One of the visitor's own bookings (the page back from Checkout asks whether the payment confirmed it). */
  @Get(':id')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: bookingSchema })
  getOwn(@Param('id', { schema: idParamSchema }) id: number, @Visitor() visitor: string): Promise<Booking> {
    return this.bookings.getOwn(id, visitor);
  }

  /** Back from Checkout without paying: the held time is released at once (else when the hold runs out). */
  @Post(':id/release')
  @Header(...NO_STORE)
  @HttpCode(200)
  @RateLimit(WRITE_LIMIT_PER_MINUTE)
  release(
    @Param('id', { schema: idParamSchema }) id: number,
    @Body(EmptyBodyPipe) _body: undefined,
    @Visitor() visitor: string,
  ): Promise<{ released: boolean }> {
    return this.holds.releaseOwn(id, visitor);
  }

  @Get('manage/:token')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: managedBookingSchema })
  manage(@Param({ schema: manageTokenParamSchema }) params: { token: string }): Promise<ManagedBooking> {
    return this.bookings.getManaged(params.token);
  }

  @Post('manage/:token/reschedule')
  @Header(...NO_STORE)
  @HttpCode(200)
  @RateLimit(WRITE_LIMIT_PER_MINUTE)
  @ApiOkResponse({ standardSchema: managedBookingSchema })
  reschedule(
    @Param({ schema: manageTokenParamSchema }) params: { token: string },
    @Body({ schema: rescheduleBookingInputSchema }) input: RescheduleBookingInput,
  ): Promise<ManagedBooking> {
    return this.changes.reschedule(params.token, input);
  }

  /** The questionnaire after booking: answered, and changed, through the manage link until the session starts. */
  @Put('manage/:token/questionnaire')
  @Header(...NO_STORE)
  @RateLimit(WRITE_LIMIT_PER_MINUTE)
  @ApiOkResponse({ standardSchema: managedBookingSchema })
  questionnaire(
    @Param({ schema: manageTokenParamSchema }) params: { token: string },
    @Body({ schema: bookingQuestionnaireSchema }) answers: BookingQuestionnaire,
  ): Promise<ManagedBooking> {
    return this.changes.saveQuestionnaire(params.token, answers);
  }

  /** The consulting page's Cancel button: the visitor's own booking, by id. */
  @Post(':id/cancel')
  @Header(...NO_STORE)
  @HttpCode(200)
  @RateLimit(WRITE_LIMIT_PER_MINUTE)
  @ApiOkResponse({ standardSchema: managedBookingSchema })
  cancelOwn(@Param('id', { schema: idParamSchema }) id: number, @Body(EmptyBodyPipe) _body: undefined, @Visitor() visitor: string): Promise<ManagedBooking> {
    return this.cancellations.cancelOwn(id, visitor);
  }

  @Post('manage/:token/cancel')
  @Header(...NO_STORE)
  @HttpCode(200)
  @RateLimit(WRITE_LIMIT_PER_MINUTE)
  @ApiOkResponse({ standardSchema: managedBookingSchema })
  cancel(@Param({ schema: manageTokenParamSchema }) params: { token: string }, @Body(EmptyBodyPipe) _body: undefined): Promise<ManagedBooking> {
    return this.cancellations.cancel(params.token);
  }
}
