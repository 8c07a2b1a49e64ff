import { Card, Col, Flex, Row, Typography } from 'antd';

interface Provider {
  name: string;
  value: string;
  example: string;
  where: string;
}

const PROVIDERS: Provider[] = [
  {
    name: 'YouTube',
    value: 'youtube',
    example: 'dQw4w9WgXcQ',
    where:
      'The 11 characters after "v=" in https://www.youtube.com/watch?v=dQw4w9WgXcQ, or after youtu.be/ in a short link. You can also paste the whole YouTube address: it is reduced to its id.',
  },
  {
    name: 'Vimeo',
    value: 'vimeo',
    example: '76979871',
    where:
      'The number at the end of the video address, e.g. https://vimeo.com/76979871. A full Vimeo address is reduced to its id as well.',
  },
  {
    name: 'Wistia',
    value: 'wistia',
    example: 'e4a27b971d',
    where:
      'The "hashed id": in Wistia open the media, choose Share → Embed; the id follows "medias/" in the embed code or the media page address.',
  },
  {
    name: 'JW Player',
    value: 'jwplayer',
    example: 'Xw0oaD4q',
    where: 'The 8-character media id: in the JW Player dashboard open Media, select the video and copy its Media ID.',
  },
];

/** Video Platforms tab: the supported providers and how to find a video id for each. */
export function VideoPlatformsTab() {
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Supported video platforms
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Video lessons play from one of these providers. In the lesson editor choose the provider and enter the video id.
        </Typography.Paragraph>
      </div>
      <Row gutter={[16, 16]}>
        {PROVIDERS.map((provider) => (
          <Col key={provider.value} xs={24} md={12}>
            <Card title={provider.name} role="article" aria-label={provider.name} style={{ height: '100%' }}>
              <Typography.Paragraph>
                Provider value: <Typography.Text code>{provider.value}</Typography.Text>
              </Typography.Paragraph>
              <Typography.Paragraph>
                Video id example: <Typography.Text code>{provider.example}</Typography.Text>
              </Typography.Paragraph>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{provider.where}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
