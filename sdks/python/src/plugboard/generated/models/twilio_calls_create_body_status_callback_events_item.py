from enum import Enum


class TwilioCallsCreateBodyStatusCallbackEventsItem(str, Enum):
    ANSWERED = "answered"
    COMPLETED = "completed"
    INITIATED = "initiated"
    RINGING = "ringing"

    def __str__(self) -> str:
        return str(self.value)
