from enum import Enum


class MixmaxSequencesRecipientsAddResponse200Type0ResultRecipientsItemStatus(str, Enum):
    DUPLICATED = "duplicated"
    ERROR = "error"
    SUCCESS = "success"
    UNSUBSCRIBED = "unsubscribed"

    def __str__(self) -> str:
        return str(self.value)
