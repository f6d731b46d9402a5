from enum import Enum


class IntegrationSandboxAuthMethodId(str, Enum):
    SANDBOX = "sandbox"

    def __str__(self) -> str:
        return str(self.value)
