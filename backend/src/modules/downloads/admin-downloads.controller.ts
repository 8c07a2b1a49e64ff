import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { DownloadPageDto, DownloadTableQueryDto } from './dto/download-table.dto.js';
import { DownloadsService } from './downloads.service.js';

@ApiTags('downloads')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin/downloads')
export class AdminDownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @TokenScope('catalog:read')
  @Get('search')
  @ApiOperation({
    summary: 'Search downloads (a page)',
    description:
      'A page of the downloads table: `q` finds part of a title (case-insensitive), `category` and `fileType` filter, `sort` and `order` sort (newest first by default), with the total for the pager.',
  })
  @ApiBadRequestResponse({ description: 'An unknown sort field or filter value, or an invalid page, page size or search' })
  @ApiOkResponse({ type: DownloadPageDto })
  searchDownloads(@Query() query: DownloadTableQueryDto): Promise<DownloadPageDto> {
    return this.downloads.tablePage(query);
  }
}
