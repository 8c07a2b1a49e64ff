import { ApiProperty } from '@nestjs/swagger';

/** What anyone (a load balancer, a visitor) learns: up or not. */
export class HealthDto {
  @ApiProperty({
    enum: ['ok', 'error', 'draining'],
    description: 'ok; error when the database or Redis is down; draining while this server is stopping',
  })
  status!: 'ok' | 'error' | 'draining';
}

/** AI practice: whether a model provider is configured (LLM_BASE_URL and LLM_MODEL), and its model. */
export class PracticeAiHealthDto {
  @ApiProperty({ description: 'A model provider is configured: AI practice lessons can run' })
  configured!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'The model name (LLM_MODEL), when configured' })
  model!: string | null;
}

/** For admins: which dependency is down, and whether AI practice is configured. */
export class HealthDetailsDto extends HealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  db!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'] })
  redis!: 'up' | 'down';

  @ApiProperty({ type: PracticeAiHealthDto })
  practiceAi!: PracticeAiHealthDto;
}
