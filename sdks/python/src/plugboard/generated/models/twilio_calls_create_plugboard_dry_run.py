from enum import Enum


class TwilioCallsCreatePlugboardDryRun(str, Enum):
    FALSE = "false"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
