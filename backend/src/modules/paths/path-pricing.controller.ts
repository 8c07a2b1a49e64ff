import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { viewerOf } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { PathPricingDto, PathPurchaseDto, UpdatePathPricingDto } from './dto/path-pricing.dto.js';
import { PathPricingService } from './path-pricing.service.js';
import { PathSlugPipe } from './public/path-slug.pipe.js';

const pathId = () => new ParseRowIdPipe(ErrorCode.PATH_NOT_FOUND, 'Path not found');

/** A path sold as one product (docs/product-rules.md#learning-path-purchases): its price, and the viewer's side of buying it. */
@ApiTags('paths')
@Controller()
export class PathPricingController {
  constructor(private readonly pricing: PathPricingService) {}

  @Public()
  @Get('paths/:slug/purchase')
  @ApiOperation({
    summary: "Get a learning path's price and the viewer's access",
    description:
      'Whether the path is sold as one product, its price and payment type, how many courses it gives, how many of them the signed-in learner ' +
      'already has, and how they have the path (bought, subscribed, or a team seat). By slug, as the path page is: the page asks for both at once. ' +
      'Admins may also ask about a path not published yet.',
  })
  @ApiOkResponse({ type: PathPurchaseDto })
  @ApiNotFoundResponse({ description: 'No such path, not published, or one of its courses not visible to this viewer' })
  getPathPurchase(@CurrentUser() user: User | undefined, @Param('slug', new PathSlugPipe()) slug: string): Promise<PathPurchaseDto> {
    return this.pricing.purchase(viewerOf(user), slug);
  }

  @Roles('admin')
  @TokenScope('catalog:read')
  @Get('admin/paths/:id/pricing')
  @ApiOperation({
    summary: "Get a learning path's pricing",
    description: 'Whether the path is sold as one product, for how much, once or monthly.',
  })
  @ApiOkResponse({ type: PathPricingDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such path' })
  getPathPricing(@Param('id', pathId()) id: number): Promise<PathPricingDto> {
    return this.pricing.pricing(id);
  }

  @Roles('admin')
  @TokenScope('catalog:write')
  @Put('admin/paths/:id/pricing')
  @ApiOperation({
    summary: "Set a learning path's pricing",
    description:
      'Sells the path as one product that enrols the buyer in every course of it, for a price in cents paid once or monthly, or stops selling it ' +
      '(isPaid false: the price becomes 0). Payments already made keep their price and their access.',
  })
  @ApiOkResponse({ type: PathPricingDto })
  @ApiBadRequestResponse({
    description: 'A missing price for a paid path, one under $0.50 or over $100,000.00, or an unknown payment type',
  })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such path' })
  setPathPricing(@Param('id', pathId()) id: number, @Body() body: UpdatePathPricingDto): Promise<PathPricingDto> {
    return this.pricing.setPricing(id, body);
  }
}
