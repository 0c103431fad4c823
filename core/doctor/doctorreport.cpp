#include "core/doctor/doctorreport.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

bool DoctorReport::passed() const
{
    return std::none_of(checks.cbegin(), checks.cend(),
                        [](const DoctorCheck &c) { return c.status == DoctorCheck::Status::Failed; });
}

QString DoctorReport::statusWord(DoctorCheck::Status status)
{
    switch (status) {
    case DoctorCheck::Status::Passed:
        return u"passed"_s;
    case DoctorCheck::Status::Failed:
        return u"failed"_s;
    case DoctorCheck::Status::Skipped:
        break;
    }
    return u"skipped"_s;
}

QJsonObject DoctorReport::toJson() const
{
    QJsonArray items;
    for (const DoctorCheck &c : checks)
        items.append(
            QJsonObject{{u"id"_s, c.id}, {u"status"_s, statusWord(c.status)}, {u"saw"_s, c.saw}, {u"todo"_s, c.todo}});
    return QJsonObject{{u"checks"_s, items}, {u"verdict"_s, verdict}};
}

QString DoctorReport::toText() const
{
    QString text;
    for (const DoctorCheck &c : checks) {
        text += u"["_s + statusWord(c.status) + u"] "_s + c.id + u": "_s + c.saw;
        if (!c.todo.isEmpty())
            text += u" → "_s + c.todo;
        text += u'\n';
    }
    return text + verdict + u'\n';
}
