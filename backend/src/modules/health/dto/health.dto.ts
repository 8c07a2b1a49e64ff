import { ApiProperty } from '@nestjs/swagger';

/** What anyone (a load balancer, a visitor) learns: up or not. */
export class HealthDto {
  @ApiProperty({
    enum: ['ok', 'error', 'draining'],
    description: 'ok; error when the database or Redis is down; draining while this server is stopping',
  })
  status!: 'ok' | 'error' | 'draining';
}

/** For admins: which dependency is down. */
export class HealthDetailsDto extends HealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  db!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis!: 'up' | 'down';
}
