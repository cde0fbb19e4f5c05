"""GitHub's API, a faithful subset: users, organizations, repositories, issues, stars."""
