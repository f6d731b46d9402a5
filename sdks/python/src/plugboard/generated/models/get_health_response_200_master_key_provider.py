from enum import Enum


class GetHealthResponse200MasterKeyProvider(str, Enum):
    ENV = "env"
    FILE = "file"
    KMS = "kms"

    def __str__(self) -> str:
        return str(self.value)
