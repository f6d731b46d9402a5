from enum import Enum


class MicrosoftOutlookMessagesReplyAllPlugboardRetry(str, Enum):
    DEFAULT = "default"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
