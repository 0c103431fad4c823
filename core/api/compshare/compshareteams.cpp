// CompsharePlatform's teams (the Teams facet): a team made, other accounts invited by their id, an
// amount given to a member who joined or taken back. Every team call names the platform's home
// region. The class's other calls are in compshareplatform.cpp, compsharefacets.cpp and
// compsharedisks.cpp.
#include "core/api/compshare/compshareplatform.h"

#include "core/api/httpanswers.h"

#include <QJsonArray>

#include <memory>

using namespace Qt::StringLiterals;
using CompshareCodecs::answerLost;
using CompshareCodecs::Gathered;
using CompshareCodecs::invalidField;
using HttpAnswers::refuse;

namespace {

/// A Compshare id (a team's, an account's, a member's) is a positive whole number.
bool numericId(const QString &id)
{
    bool ok = false;
    return id.toLongLong(&ok) > 0 && ok;
}

/// The member with that account or member id; of an account invited more than once, its latest
/// invitation.
const Team::Member *memberOf(const Team &team, const QString &accountId, const QString &memberId = {})
{
    for (auto m = team.members.crbegin(); m != team.members.crend(); ++m)
        if ((!accountId.isEmpty() && m->accountId == accountId) || (!memberId.isEmpty() && m->memberId == memberId))
            return &*m;
    return nullptr;
}

} // namespace

void CompsharePlatform::team(const QString &teamId, QObject *context, Done<Team> done)
{
    const CompshareRequest info
        = CompshareRequest(u"GetCompShareTeamInfo"_s).text(u"Region"_s, homeRegion()).text(u"TeamId"_s, teamId);
    call(info, Retry::Safe, context, [done](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(CompshareCodecs::team(answer.value().json));
    });
}

void CompsharePlatform::teams(QObject *context, Done<QList<Team>> done)
{
    const CompshareRequest list = CompshareRequest(u"ListCompShareTeam"_s).text(u"Region"_s, homeRegion());
    call(list, Retry::Safe, context, [this, context, done](const ApiResult<HttpAnswer> &answer) {
        const auto ids
            = answer.ok() ? CompshareCodecs::teamIds(answer.value().json) : ApiResult<QStringList>(answer.error());
        if (!ids.ok())
            return done(ids.error());
        if (ids.value().isEmpty())
            return done(QList<Team>{});
        // Each team's members, read at once; answered in the list's order.
        auto gathered = std::make_shared<Gathered<Team>>();
        gathered->values.resize(ids.value().size());
        gathered->waiting = int(ids.value().size());
        for (qsizetype n = 0; n < ids.value().size(); ++n) {
            team(ids.value()[n], context, [gathered, n, done](const ApiResult<Team> &one) {
                if (gathered->failed)
                    return;
                if (!one.ok()) {
                    gathered->failed = true;
                    return done(one.error());
                }
                gathered->values[n] = one.value();
                if (--gathered->waiting == 0)
                    done(gathered->values);
            });
        }
    });
}

void CompsharePlatform::createTeam(const QString &name, const QString &description, QObject *context, Done<Team> done)
{
    if (name.trimmed().isEmpty())
        return refuse<Team>(invalidField(u"name"_s, u"a team needs a name"_s), context, std::move(done));
    // The platform answers a new team without its id: it is the one listed after the create and not
    // before. Sent once; a lost answer is settled by the same look.
    teams(context, [this, name, description, context, done](const ApiResult<QList<Team>> &before) {
        if (!before.ok())
            return done(before.error());
        QStringList known;
        for (const Team &t : before.value())
            known << t.id;
        CompshareRequest make(u"CreateCompShareTeam"_s);
        make.text(u"Region"_s, homeRegion()).text(u"Name"_s, name.trimmed());
        if (!description.trimmed().isEmpty())
            make.text(u"Description"_s, description.trimmed());
        call(make, Retry::OnlyIfNotSent, context,
             [this, name, known, context, done](const ApiResult<HttpAnswer> &answer) {
                 if (!answer.ok() && !answerLost(answer.error()))
                     return done(answer.error());
                 teams(context, [name, known, answer, done](const ApiResult<QList<Team>> &after) {
                     if (after.ok())
                         for (const Team &t : after.value())
                             if (!known.contains(t.id) && t.name == name.trimmed())
                                 return done(t);
                     if (!answer.ok())
                         return done(answer.error());
                     done(after.ok() ? ApiError::decode(u"the new team is not in ListCompShareTeam"_s) : after.error());
                 });
             });
    });
}

void CompsharePlatform::inviteMember(const QString &teamId, const QString &accountId, const QString &name,
                                     QObject *context, Done<Team> done)
{
    if (!numericId(accountId)) {
        return refuse<Team>(invalidField(u"account_id"_s,
                                         u"a Compshare account's id is a number (its UserCompanyId, "
                                         u"on the account page of Compshare's web site)"_s),
                            context, std::move(done));
    }
    CompshareRequest invite(u"CreateCompShareTeamRelation"_s);
    invite.text(u"Region"_s, homeRegion()).text(u"TeamId"_s, teamId).text(u"UserInfo.0.UserCompanyId"_s, accountId);
    if (!name.trimmed().isEmpty())
        invite.text(u"UserInfo.0.RemarkName"_s, name.trimmed());
    // Sent once (a second says the account is invited already); a lost answer is settled by looking.
    call(invite, Retry::OnlyIfNotSent, context,
         [this, teamId, accountId, context, done](const ApiResult<HttpAnswer> &answer) {
             if (!answer.ok() && !answerLost(answer.error()))
                 return done(answer.error());
             if (answer.ok()) {
                 if (auto refused = CompshareCodecs::memberRefusal(answer.value().json.value(u"ErrorMap"_s), accountId))
                     return done(*refused);
             }
             team(teamId, context, [accountId, answer, done](const ApiResult<Team> &now) {
                 if (!answer.ok() && !(now.ok() && memberOf(now.value(), accountId)))
                     return done(answer.error());
                 done(now);
             });
         });
}

void CompsharePlatform::cancelInvitation(const QString &teamId, const QString &accountId, QObject *context,
                                         Done<Team> done)
{
    const CompshareRequest cancel = CompshareRequest(u"SetCompShareTeamRelation"_s)
                                        .text(u"Region"_s, homeRegion())
                                        .text(u"TeamId"_s, teamId)
                                        .text(u"Status"_s, u"Cancel"_s)
                                        .text(u"UserCompanyId"_s, accountId);
    // Sent once (a second is refused: nothing is pending any more); a lost answer is settled by looking.
    call(cancel, Retry::OnlyIfNotSent, context,
         [this, teamId, accountId, context, done](const ApiResult<HttpAnswer> &answer) {
             if (!answer.ok() && !answerLost(answer.error()))
                 return done(answer.error());
             team(teamId, context, [accountId, answer, done](const ApiResult<Team> &now) {
                 const Team::Member *m = now.ok() ? memberOf(now.value(), accountId) : nullptr;
                 if (!answer.ok() && !(m && m->status == u"canceled"_s))
                     return done(answer.error());
                 done(now);
             });
         });
}

void CompsharePlatform::giveAmount(const QString &teamId, const QString &memberId, const Money &amount, bool takeBack,
                                   QObject *context, Done<Team> done)
{
    if (amount.cents() <= 0)
        return refuse<Team>(invalidField(u"amount"_s, u"an amount is more than nothing"_s), context, std::move(done));
    // Read first: the member must have joined, what they have left says whether it can be taken back,
    // and what they were given in all whether a give whose answer was lost was carried out.
    team(teamId, context, [this, teamId, memberId, amount, takeBack, context, done](const ApiResult<Team> &found) {
        if (!found.ok())
            return done(found.error());
        const Team::Member *m = memberOf(found.value(), {}, memberId);
        if (!m || m->status != u"joined"_s) {
            ApiError e = ApiError::refused(409, u"conflict"_s, u"an amount goes to a member who has joined the team"_s);
            e.details = QJsonObject{{u"field"_s, u"member"_s}};
            return done(e);
        }
        if (takeBack && m->left < amount) {
            return done(
                invalidField(u"amount"_s,
                             u"%1 has %2 left to take back"_s.arg(m->name.isEmpty() ? m->accountId : m->name,
                                                                  CompshareCodecs::currency().format(m->left))));
        }
        // What was given in all moves only by the owner's gives and take-backs (what is left moves as
        // the member spends too): a lost answer is settled by it.
        const Money givenBefore = m->given;
        const Team before = found.value();
        const CompshareRequest give = CompshareRequest(u"SetCompShareTeamAmount"_s)
                                          .text(u"Region"_s, homeRegion())
                                          .text(u"TeamId"_s, teamId)
                                          .text(u"VirtualCompanyId.0"_s, memberId)
                                          .number(u"Amount"_s, amount.cents())
                                          .text(u"OperateType"_s, takeBack ? u"WithdrawAmount"_s : u"AllocateAmount"_s);
        call(give, Retry::OnlyIfNotSent, context,
             [this, teamId, memberId, amount, takeBack, givenBefore, before, context,
              done](const ApiResult<HttpAnswer> &answer) {
                 if (!answer.ok() && !answerLost(answer.error()))
                     return done(answer.error());
                 if (answer.ok()) {
                     if (auto refused
                         = CompshareCodecs::memberRefusal(answer.value().json.value(u"FailedMembers"_s), memberId))
                         return done(*refused);
                 }
                 const Money change = takeBack ? -amount : amount;
                 team(teamId, context,
                      [memberId, change, givenBefore, before, answer, done](const ApiResult<Team> &now) {
                          if (answer.ok() && !now.ok()) {
                              // Done, though the team could not be read again: said as done (a second
                              // give would give twice), with the figures moved here.
                              Team moved = before;
                              for (Team::Member &m : moved.members)
                                  if (m.memberId == memberId) {
                                      m.given += change;
                                      m.left += change;
                                  }
                              return done(moved);
                          }
                          if (!answer.ok()) {
                              const Team::Member *m = now.ok() ? memberOf(now.value(), {}, memberId) : nullptr;
                              if (!m || m->given != givenBefore + change)
                                  return done(answer.error());
                          }
                          done(now);
                      });
             });
    });
}
