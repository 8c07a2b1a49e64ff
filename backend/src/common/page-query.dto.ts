import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const PAGE = 'page must be a whole number from 1 to 100000';
const PAGE_SIZE = 'pageSize must be a whole number from 1 to 100';

/** `?page=&pageSize=` of a paged list: the first page of 20 unless asked otherwise. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100_000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE })
  @Min(1, { message: PAGE })
  @Max(100_000, { message: PAGE })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_SIZE })
  @Min(1, { message: PAGE_SIZE })
  @Max(100, { message: PAGE_SIZE })
  pageSize: number = 20;
}
