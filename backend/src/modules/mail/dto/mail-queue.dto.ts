import { ApiProperty } from '@nestjs/swagger';

export class FailedMailDto {
  @ApiProperty() id!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() failedReason!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) failedAt!: string | null;
}

export class MailQueueStatusDto {
  @ApiProperty({ description: 'Promised e-mails not on the queue yet (they move as soon as Redis answers)' }) inOutbox!: number;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty({ type: [FailedMailDto], description: 'The 20 most recent e-mails that gave up after every retry' })
  recentFailures!: FailedMailDto[];
}
