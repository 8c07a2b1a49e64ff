import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { Viewer } from '../catalog/public/viewer.js';
import { PATH_MINIMUM_PRICE, type PathPricingDto, type PathPurchaseDto, type UpdatePathPricingDto } from './dto/path-pricing.dto.js';
import { PathPricingRepository } from './path-pricing.repository.js';

const PATH_NOT_FOUND = 'Path not found';

/**
 * Selling a path as one product (docs/product-rules.md#learning-path-purchases): the admin's price, and
 * what the path page shows a viewer about buying it. The payment itself is the payments module's.
 */
@Injectable()
export class PathPricingService {
  constructor(private readonly repository: PathPricingRepository) {}

  async pricing(pathId: number): Promise<PathPricingDto> {
    const row = await this.repository.pricing(pathId);
    if (!row) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    return { isPaid: row.is_paid, price: row.price, paymentType: row.payment_type };
  }

  /** Sets how the path is sold; payments already made keep their price. */
  async setPricing(pathId: number, input: UpdatePathPricingDto): Promise<PathPricingDto> {
    const current = await this.pricing(pathId);
    const paymentType = input.paymentType ?? current.paymentType;
    if (input.isPaid) {
      if (input.price === undefined) throw new AppError(ErrorCode.PATH_PRICE_REQUIRED, 'Please enter a price for a paid path.');
      if (input.price < PATH_MINIMUM_PRICE)
        throw new AppError(ErrorCode.PRICE_BELOW_MINIMUM, 'A paid path costs at least $0.50, the card payment minimum.');
    }
    const price = input.isPaid ? input.price! : 0;
    await this.repository.savePricing(pathId, { isPaid: input.isPaid, price, paymentType });
    return { isPaid: input.isPaid, price, paymentType };
  }

  /** GET /api/paths/:slug/purchase: the path's price and how the viewer has it. One statement. */
  async purchase(viewer: Viewer, slug: string): Promise<PathPurchaseDto> {
    const row = await this.repository.purchaseState(viewer, slug);
    if (!row) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    const access = row.paid_kind === 'subscription' ? 'subscribed' : row.paid_kind === 'one_time' ? 'bought' : row.seated ? 'team' : null;
    return {
      pathId: row.id,
      isPaid: row.is_paid,
      price: row.price,
      paymentType: row.payment_type,
      courseCount: row.course_count,
      coursesOwned: viewer ? row.courses_owned : 0,
      access: viewer ? access : null,
    };
  }
}
