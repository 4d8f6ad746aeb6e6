import { Box, Button, Image, Stack, Text } from '@chakra-ui/react';
import { useQrCode } from '../hooks/use-qr-code';

const qrSize = 200;

/** The survey link as a 200x200 QR code, drawn in the browser and downloadable as a PNG. */
export function SurveyQrCode({ surveyUrl, fileName }: { surveyUrl: string; fileName: string }) {
  const { dataUrl, failed } = useQrCode(surveyUrl, qrSize);
  if (failed) {
    return <Text color="fg.muted">The QR code could not be drawn; the link above works the same.</Text>;
  }
  return (
    <Stack gap="3" align="center">
      <Box boxSize={`${qrSize}px`} boxSizing="content-box" bg="white" borderWidth="1px" borderRadius="md">
        {dataUrl && (
          <Image
            src={dataUrl}
            alt="QR code of the bride survey link"
            width={qrSize}
            height={qrSize}
            htmlWidth={qrSize}
            htmlHeight={qrSize}
            data-testid="survey-qr-code"
          />
        )}
      </Box>
      <Button asChild variant="outline" size="sm" colorPalette="brand" disabled={!dataUrl}>
        <a href={dataUrl ?? undefined} download={fileName} aria-disabled={!dataUrl}>
          Download QR Code
        </a>
      </Button>
    </Stack>
  );
}
