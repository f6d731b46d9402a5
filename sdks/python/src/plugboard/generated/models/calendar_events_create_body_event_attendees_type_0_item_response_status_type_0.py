from enum import Enum


class CalendarEventsCreateBodyEventAttendeesType0ItemResponseStatusType0(str, Enum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    NEEDSACTION = "needsAction"
    TENTATIVE = "tentative"

    def __str__(self) -> str:
        return str(self.value)
