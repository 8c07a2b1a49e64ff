import { ApiProperty } from '@nestjs/swagger';

export class CandidatePoolDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty() profileCount!: number;
  @ApiProperty({ description: 'New search exercises start with this pool' }) isDefault!: boolean;
  @ApiProperty({ description: 'Search exercises that use the pool' }) exerciseCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class PoolImportRowErrorDto {
  @ApiProperty({ description: 'The line in a CSV file (the header is line 1); the item number (from 1) in a JSON array' })
  line!: number;
  @ApiProperty({ example: 'title is missing.' }) reason!: string;
}

/** 400 POOL_IMPORT_INVALID: nothing was imported. */
export class PoolImportErrorDto {
  @ApiProperty({ example: 'POOL_IMPORT_INVALID' }) code!: string;
  @ApiProperty({ example: '2 rows could not be imported; nothing was imported.' }) message!: string;
  @ApiProperty({ type: [PoolImportRowErrorDto], description: 'The bad rows (the first 1000), in file order' })
  rows!: PoolImportRowErrorDto[];
  @ApiProperty() badRowCount!: number;
}
