from enum import Enum


class IntegrationSandboxEnvironmentsItem(str, Enum):
    DEVELOPMENT = "development"

    def __str__(self) -> str:
        return str(self.value)
