import { Container, Heading } from '@chakra-ui/react';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { useOpenApiDocument } from '../../../features/api-reference/api/get-openapi-document';
import { ApiReferenceView } from '../../../features/api-reference/components/api-reference-view';
import { PageTitle } from '../../../features/marketing/components/page-title';

/** /developers/api (public): the API reference, drawn from the document the server generates. */
export default function ApiReferencePage() {
  const fetched = useOpenApiDocument();
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <PageTitle title="API Reference" />
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="4">
        API Reference
      </Heading>
      <Fetched what="the API reference" fetched={fetched}>
        {(document) => <ApiReferenceView document={document} />}
      </Fetched>
    </Container>
  );
}
